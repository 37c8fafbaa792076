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
export type EnvelopeTypeLetter = (typeof EnvelopeType)[keyof typeof EnvelopeType];
export declare const ENVELOPE_VERSION: '1';
export interface Envelope {
  version: string;
  type: string;
  payload: string;
}
export interface EnvelopeBytes {
  version: string;
  type: string;
  /** A view into the decoded buffer (not a copy). */
  payload: Uint8Array;
}
export declare function encodeVarint(value: number): Uint8Array;
export declare function readVarint(buf: Uint8Array, pos: number): [value: number, next: number];
export declare function encodeEnvelope(msg: { type: string; payload?: string | Uint8Array; version?: string }): Uint8Array;
export declare function decodeEnvelopeBytes(data: Uint8Array | ArrayBuffer | ArrayBufferView | number[]): EnvelopeBytes;
export declare function decodeEnvelope(data: Uint8Array | ArrayBuffer | ArrayBufferView | number[]): Envelope;
export declare function payloadText(bytes: Uint8Array): string;
