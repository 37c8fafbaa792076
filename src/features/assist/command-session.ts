// One run of a proposed command, over the command execution socket
// (/v1/webapi/command/{site}/execute?access_token=…&params=…): binary envelopes as in the terminal,
// `s` session metadata per server, `r` per-server output JSON `{node_id, type, payload(base64)}`
// (stdout, stderr, teleport-error, and the summary), `c` when a server is done, `e` an error.
// The frames are decoded by the shared wire module and folded by commandRunReducer. Nothing is
// sent: the run starts with the socket, which only the user's click on Run opens; Cancel closes it.
import { SocketSession, initialSocketState, type CloseOutcome, type SocketState } from '@/shared/socket-session/socket-session';
import { apiPath } from '@/api/path';
import { webapiSocketUrl } from '@/shared/socket-session/socket-url';
import type { CloseInfo, TransportFactory } from '@/shared/socket-session/transport';
import { decodeEnvelope } from '@/shared/wire/envelope.mjs';
import {
  buildExecutionParams,
  createNodeOutputDecoder,
  parseCommandOutput,
  parseCommandSessionEnd,
  parseCommandSessionMetadata,
  type CommandExecutionParams,
} from '@/shared/wire/assist-exec-wire.mjs';
import { commandRunReducer, initialCommandRun, type CommandRunAction, type CommandRunState } from './command-output';

export interface CommandSessionState extends SocketState {
  run: CommandRunState;
}

export interface CommandSessionOptions {
  clusterId: string;
  origin: string;
  accessToken: () => string | null;
  openTransport: TransportFactory<Uint8Array>;
  params: CommandExecutionParams;
}

const utf8 = new TextDecoder();

export class CommandSession extends SocketSession<Uint8Array, CommandSessionState> {
  private decoder = createNodeOutputDecoder();

  constructor(private readonly o: CommandSessionOptions) {
    super({ openTransport: o.openTransport }, { ...initialSocketState(), run: initialCommandRun() });
  }

  protected override beginAttempt(): Partial<CommandSessionState> {
    this.decoder = createNodeOutputDecoder();
    return { run: initialCommandRun() };
  }

  protected socketUrl(): string | { error: string } {
    const token = this.o.accessToken();
    if (!token) return { error: 'You are signed out.' };
    return webapiSocketUrl(this.o.origin, apiPath`/command/${this.o.clusterId}/execute`, {
      access_token: token,
      params: buildExecutionParams(this.o.params),
    });
  }

  protected override onOpen(): void {
    this.markActive();
    this.dispatch({ type: 'started' });
  }

  protected onFrame(frame: Uint8Array): void {
    let envelope;
    try {
      envelope = decodeEnvelope(frame);
    } catch {
      return this.dispatch({ type: 'error', text: 'A malformed message from the server was ignored.' });
    }
    const json = (): unknown => {
      try {
        return JSON.parse(envelope.payload);
      } catch {
        return null;
      }
    };
    switch (envelope.type) {
      case 's': {
        const meta = parseCommandSessionMetadata(json());
        if (meta.ok) this.dispatch({ type: 'node', nodeId: meta.value.serverId, name: meta.value.serverHostname || meta.value.serverId });
        return;
      }
      case 'r': {
        const out = parseCommandOutput(json());
        if (!out.ok) return this.dispatch({ type: 'error', text: `A malformed output message was ignored (${out.reason}).` });
        const { nodeId, type, bytes } = out.value;
        if (type === 'summary') return this.dispatch({ type: 'summary', text: utf8.decode(bytes) });
        return this.dispatch({ type: 'output', nodeId, stream: type, text: this.decoder.push(nodeId, bytes, type) });
      }
      case 'c': {
        const end = parseCommandSessionEnd(json());
        if (!end.ok) return;
        const rest = this.decoder.end(end.value.nodeId);
        if (rest) this.dispatch({ type: 'output', nodeId: end.value.nodeId, stream: 'stdout', text: rest });
        return this.dispatch({ type: 'node-done', nodeId: end.value.nodeId });
      }
      case 'e':
        return this.dispatch({ type: 'error', text: envelope.payload || 'The command failed.' });
      default:
        return;
    }
  }

  protected override onClosed(info: CloseInfo, outcome: CloseOutcome, reason: string): Partial<CommandSessionState> {
    void info;
    return { run: commandRunReducer(this.getState().run, { type: 'closed', clean: outcome === 'ended', reason }) };
  }

  /** Stops the run: closes the socket. */
  cancel(): void {
    this.disconnect();
    this.dispatch({ type: 'cancelled' });
  }

  private dispatch(action: CommandRunAction): void {
    this.set({ run: commandRunReducer(this.getState().run, action) });
  }
}
