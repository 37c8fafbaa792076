// The terminal protocol over one WebSocket (fact sheet §5.1): binary frames, each a protobuf
// Envelope {Version "1", Type, Payload}. This class decodes what arrives, validates payloads
// (messages.ts) and hands them to typed handlers; it encodes what the user does.
import { decodeEnvelopeBytes, encodeEnvelope, EnvelopeType, ENVELOPE_VERSION, payloadText } from '../../shared/envelope.mjs';
import {
  fileTransferDecisionPayload,
  fileTransferRequestPayload,
  mfaResponsePayload,
  parseAuditEvent,
  parseMfaChallenge,
  parseSessionMetadata,
  ProtocolError,
  resizePayload,
  type MfaChallenge,
  type Session,
  type TerminalAuditEvent,
  type WebauthnAssertionResponse,
} from './messages';
import type { CloseInfo, Transport, TransportFactory } from './socket-transport';

export interface ClientHandlers {
  onOpen(): void;
  /** Raw terminal output (`r`), as bytes: xterm decodes UTF-8 across frames itself. */
  onOutput(bytes: Uint8Array): void;
  onSession(session: Session): void;
  onAudit(event: TerminalAuditEvent): void;
  onMfaChallenge(challenge: MfaChallenge): void;
  /** `e`: an error text from the server. */
  onServerError(text: string): void;
  /** `c`: the session ended. */
  onSessionEnd(): void;
  onClose(info: CloseInfo): void;
  /** A frame that could not be decoded or validated; it is dropped. */
  onProtocolError(error: Error): void;
}

export class TerminalClient {
  private readonly transport: Transport;
  private readonly encoder = new TextEncoder();
  private closed = false;

  constructor(url: string, handlers: ClientHandlers, openTransport: TransportFactory) {
    this.transport = openTransport(url, {
      onOpen: () => handlers.onOpen(),
      onMessage: (data) => this.receive(data, handlers),
      onClose: (info) => {
        this.closed = true;
        handlers.onClose(info);
      },
    });
  }

  get transportKind(): Transport['kind'] {
    return this.transport.kind;
  }

  private receive(data: Uint8Array, h: ClientHandlers): void {
    let env;
    try {
      env = decodeEnvelopeBytes(data);
    } catch (err) {
      return h.onProtocolError(new ProtocolError('frame', '', err instanceof Error ? err.message : 'undecodable'));
    }
    if (env.version !== ENVELOPE_VERSION) {
      return h.onProtocolError(new ProtocolError('frame', 'Version', `unsupported envelope version "${env.version}"`));
    }
    try {
      switch (env.type) {
        case EnvelopeType.RAW:
          return h.onOutput(env.payload);
        case EnvelopeType.SESSION_DATA:
          return h.onSession(parseSessionMetadata(payloadText(env.payload)));
        case EnvelopeType.AUDIT:
          return h.onAudit(parseAuditEvent(payloadText(env.payload)));
        case EnvelopeType.WEBAUTHN_CHALLENGE:
          return h.onMfaChallenge(parseMfaChallenge(payloadText(env.payload)));
        case EnvelopeType.ERROR:
          return h.onServerError(payloadText(env.payload));
        case EnvelopeType.CLOSE:
          return h.onSessionEnd();
        default:
          // Types this console does not use (newer servers add some): ignored, like the real UI.
          return;
      }
    } catch (err) {
      h.onProtocolError(err instanceof Error ? err : new Error(String(err)));
    }
  }

  private send(type: string, payload: string | Uint8Array): void {
    if (this.closed) return;
    this.transport.send(encodeEnvelope({ type, payload }));
  }

  /** Keystrokes and pastes. */
  sendInput(data: string): void {
    if (data) this.send(EnvelopeType.RAW, this.encoder.encode(data));
  }

  resize(cols: number, rows: number): void {
    this.send(EnvelopeType.RESIZE, resizePayload(cols, rows));
  }

  answerMfa(response: WebauthnAssertionResponse): void {
    this.send(EnvelopeType.WEBAUTHN_CHALLENGE, mfaResponsePayload(response));
  }

  requestFileTransfer(request: { download: boolean; location: string; filename?: string }): void {
    this.send(EnvelopeType.FILE_TRANSFER_REQUEST, fileTransferRequestPayload(request));
  }

  decideFileTransfer(requestId: string, approved: boolean): void {
    this.send(EnvelopeType.FILE_TRANSFER_DECISION, fileTransferDecisionPayload(requestId, approved));
  }

  pause(): void {
    this.transport.pause();
  }

  resume(): void {
    this.transport.resume();
  }

  /** Leave: a `c` envelope, then a normal close. */
  close(): void {
    if (this.closed) return;
    this.send(EnvelopeType.CLOSE, '');
    this.closed = true;
    this.transport.close(1000, 'closed by the user');
  }
}
