/** Types for envelope.mjs (the JS file is the source of truth). */
export declare const EnvelopeType: Readonly<{
  RAW: 'r';
  RESIZE: 'w';
  AUDIT: 'a';
  SESSION_DATA: 's';
  CLOSE: 'c';
  WEBAUTHN_CHALLENGE: 'n';
  FILE_TRANSFER_REQUEST: 'f';
  FILE_TRANSFER_DECISION: 't';
  ERROR: 'e';
}>;
export interface Envelope {
  version: string;
  type: string;
  payload: string;
}
export declare function encodeVarint(value: number): Uint8Array;
export declare function readVarint(buf: Uint8Array, pos: number): [value: number, next: number];
export declare function encodeEnvelope(msg: { type: string; payload?: string; version?: string }): Uint8Array;
export declare function decodeEnvelope(data: Uint8Array | ArrayBuffer | ArrayBufferView | number[]): Envelope;
