// The socket kit's in-memory transport, speaking terminal envelopes: tests push envelopes as the
// server and read the envelopes the session sent.
import { encodeEnvelope, decodeEnvelope, type Envelope } from '@/shared/wire/envelope.mjs';
import { MemoryTransport, memoryTransports } from '@/shared/socket-session/test-transport';

export class FakeTransport extends MemoryTransport<Uint8Array> {
  /** The envelopes sent so far, decoded. */
  get sent(): Envelope[] {
    return this.frames.map((f) => decodeEnvelope(f));
  }
  /** The server sends an envelope. */
  push(type: string, payload: string | object = '') {
    this.receive(encodeEnvelope({ type, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }));
  }
  pushRaw(bytes: Uint8Array) {
    this.receive(bytes);
  }
}

/** A factory that remembers every transport it opened. */
export const fakeTransports = () => memoryTransports<Uint8Array, FakeTransport>((url, events) => new FakeTransport(url, events));

/** A session's metadata as the server sends it when a terminal session starts (tests override fields). */
export const TEST_SESSION = {
  kind: 'ssh',
  id: 'sid-1',
  namespace: 'default',
  parties: [],
  login: 'alice',
  created: '2024-05-01T10:00:00Z',
  last_active: '2024-05-01T10:00:00Z',
  terminal_params: { w: 80, h: 25 },
  server_id: 'web-1',
  server_hostname: 'web-1',
  server_hostport: 3022,
  server_addr: '10.0.1.11:3022',
  cluster_name: 'teleport.example.com',
  kubernetes_cluster_name: '',
  desktop_name: '',
  database_name: '',
  app_name: '',
  owner: 'alice',
  moderated: false,
  participantModes: ['observer', 'moderator', 'peer'],
};
