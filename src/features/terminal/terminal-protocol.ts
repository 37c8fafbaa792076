// The terminal protocol: binary frames, each a protobuf Envelope {Version "1", Type, Payload}
// (codec in src/shared/wire/envelope.mjs). readTerminalFrame decodes what arrives, validates payloads
// (messages.ts) and hands them to typed handlers; the *Frame functions encode what the user does.
// The connection itself is the socket kit's business (terminal-session.ts).
import { decodeEnvelopeBytes, encodeEnvelope, EnvelopeType, ENVELOPE_VERSION, payloadText } from '@/shared/wire/envelope.mjs';
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

export interface TerminalHandlers {
  /** Raw terminal output (`r`), as bytes: xterm decodes UTF-8 across frames itself. */
  onOutput(bytes: Uint8Array): void;
  onSession(session: Session): void;
  onAudit(event: TerminalAuditEvent): void;
  onMfaChallenge(challenge: MfaChallenge): void;
  /** `e`: an error text from the server. */
  onServerError(text: string): void;
  /** `c`: the session ended. */
  onSessionEnd(): void;
  /** A frame that could not be decoded or validated; it is dropped. */
  onProtocolError(error: Error): void;
}

export function readTerminalFrame(data: Uint8Array, h: TerminalHandlers): void {
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

const encoder = new TextEncoder();

/** Keystrokes and pastes; null for nothing to send. */
export const inputFrame = (data: string): Uint8Array | null =>
  data ? encodeEnvelope({ type: EnvelopeType.RAW, payload: encoder.encode(data) }) : null;

export const resizeFrame = (cols: number, rows: number): Uint8Array =>
  encodeEnvelope({ type: EnvelopeType.RESIZE, payload: resizePayload(cols, rows) });

export const mfaAnswerFrame = (response: WebauthnAssertionResponse): Uint8Array =>
  encodeEnvelope({ type: EnvelopeType.WEBAUTHN_CHALLENGE, payload: mfaResponsePayload(response) });

export const fileTransferRequestFrame = (request: { download: boolean; location: string; filename?: string }): Uint8Array =>
  encodeEnvelope({ type: EnvelopeType.FILE_TRANSFER_REQUEST, payload: fileTransferRequestPayload(request) });

export const fileTransferDecisionFrame = (requestId: string, approved: boolean): Uint8Array =>
  encodeEnvelope({ type: EnvelopeType.FILE_TRANSFER_DECISION, payload: fileTransferDecisionPayload(requestId, approved) });

/** Leaving: a `c` envelope before the socket closes. */
export const closeFrame = (): Uint8Array => encodeEnvelope({ type: EnvelopeType.CLOSE, payload: '' });
