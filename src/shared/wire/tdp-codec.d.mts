/** Types for tdp-codec.mjs (the JS file is the source of truth). */
export declare const TdpType: Readonly<{
  ClientScreenSpec: 1;
  PngFrame: 2;
  MouseMove: 3;
  MouseButton: 4;
  KeyboardButton: 5;
  ClipboardData: 6;
  ClientUsername: 7;
  MouseWheel: 8;
  Error: 9;
  Mfa: 10;
  SharedDirectoryAnnounce: 11;
  SharedDirectoryAcknowledge: 12;
  SharedDirectoryInfoRequest: 13;
  SharedDirectoryInfoResponse: 14;
  SharedDirectoryCreateRequest: 15;
  SharedDirectoryCreateResponse: 16;
  SharedDirectoryDeleteRequest: 17;
  SharedDirectoryDeleteResponse: 18;
  SharedDirectoryReadRequest: 19;
  SharedDirectoryReadResponse: 20;
  SharedDirectoryWriteRequest: 21;
  SharedDirectoryWriteResponse: 22;
  SharedDirectoryMoveRequest: 23;
  SharedDirectoryMoveResponse: 24;
  SharedDirectoryListRequest: 25;
  SharedDirectoryListResponse: 26;
  Png2Frame: 27;
  Notification: 28;
}>;
type Types = typeof TdpType;
export type TdpTypeCode = Types[keyof Types];

export declare const TdpSeverity: Readonly<{ Info: 0; Warning: 1; Error: 2 }>;
export declare const TdpErrCode: Readonly<{ Nil: 0; Failed: 1; DoesNotExist: 2; AlreadyExists: 3 }>;
export declare const TdpFileType: Readonly<{ File: 0; Directory: 1 }>;
export declare const TdpMouseButton: Readonly<{ Left: 0; Middle: 1; Right: 2 }>;
export declare const TdpButtonState: Readonly<{ Up: 0; Down: 1 }>;
export declare const TdpWheelAxis: Readonly<{ Vertical: 0; Horizontal: 1 }>;
export declare const TDP_LIMITS: Readonly<{
  username: number;
  shareName: number;
  text: number;
  path: number;
  clipboard: number;
  mfa: number;
  fileData: number;
  png: number;
}>;

export type Severity = 0 | 1 | 2;
export type ButtonState = 0 | 1;
export type FileType = 0 | 1;

/** A file or directory of a shared directory (`size`/`lastModified` are uint64 on the wire, safe integers here). */
export interface FileSystemObject {
  /** Milliseconds since the epoch. */
  lastModified: number;
  size: number;
  fileType: FileType;
  /** A directory without entries. */
  isEmpty: boolean;
  /** Relative to the shared directory's root, '/'-separated ('' = the root). */
  path: string;
}

interface Rect {
  left: number;
  top: number;
  /** Exclusive. */
  right: number;
  /** Exclusive. */
  bottom: number;
}
interface Completion {
  completionId: number;
}
interface Reply extends Completion {
  /** See TdpErrCode. */
  errCode: number;
}
interface DirPath extends Completion {
  directoryId: number;
  path: string;
}

export type ClientScreenSpec = { type: Types['ClientScreenSpec']; width: number; height: number };
/** `data`: the PNG image (a view into the received message). */
export type PngFrame = { type: Types['PngFrame']; data: Uint8Array } & Rect;
export type MouseMove = { type: Types['MouseMove']; x: number; y: number };
export type MouseButtonMessage = { type: Types['MouseButton']; button: 0 | 1 | 2; state: ButtonState };
/** `keyCode`: the PC/AT scancode (0xe0xx for extended keys). */
export type KeyboardButton = { type: Types['KeyboardButton']; keyCode: number; state: ButtonState };
export type ClipboardData = { type: Types['ClipboardData']; data: string };
export type ClientUsername = { type: Types['ClientUsername']; username: string };
/** Vertical: delta > 0 scrolls up. Horizontal: delta > 0 scrolls left. int16. */
export type MouseWheel = { type: Types['MouseWheel']; axis: 0 | 1; delta: number };
export type ErrorMessage = { type: Types['Error']; message: string };
/** Server → client: `data` is the challenge `{webauthn_challenge, totp_challenge}`; client → server: the WebAuthn assertion response. */
export type Mfa = { type: Types['Mfa']; mfaType: 'n' | 'u'; data: unknown };
export type SharedDirectoryAnnounce = { type: Types['SharedDirectoryAnnounce']; directoryId: number; name: string };
export type SharedDirectoryAcknowledge = { type: Types['SharedDirectoryAcknowledge']; errCode: number; directoryId: number };
export type SharedDirectoryInfoRequest = { type: Types['SharedDirectoryInfoRequest'] } & DirPath;
export type SharedDirectoryInfoResponse = { type: Types['SharedDirectoryInfoResponse']; fso: FileSystemObject } & Reply;
export type SharedDirectoryCreateRequest = { type: Types['SharedDirectoryCreateRequest']; fileType: FileType } & DirPath;
export type SharedDirectoryCreateResponse = { type: Types['SharedDirectoryCreateResponse']; fso: FileSystemObject } & Reply;
export type SharedDirectoryDeleteRequest = { type: Types['SharedDirectoryDeleteRequest'] } & DirPath;
export type SharedDirectoryDeleteResponse = { type: Types['SharedDirectoryDeleteResponse'] } & Reply;
export type SharedDirectoryReadRequest = { type: Types['SharedDirectoryReadRequest']; offset: number; length: number } & DirPath;
export type SharedDirectoryReadResponse = { type: Types['SharedDirectoryReadResponse']; data: Uint8Array } & Reply;
export type SharedDirectoryWriteRequest = { type: Types['SharedDirectoryWriteRequest']; offset: number; data: Uint8Array } & DirPath;
export type SharedDirectoryWriteResponse = { type: Types['SharedDirectoryWriteResponse']; bytesWritten: number } & Reply;
export type SharedDirectoryMoveRequest = {
  type: Types['SharedDirectoryMoveRequest'];
  directoryId: number;
  originalPath: string;
  newPath: string;
} & Completion;
export type SharedDirectoryMoveResponse = { type: Types['SharedDirectoryMoveResponse'] } & Reply;
export type SharedDirectoryListRequest = { type: Types['SharedDirectoryListRequest'] } & DirPath;
export type SharedDirectoryListResponse = { type: Types['SharedDirectoryListResponse']; fsoList: FileSystemObject[] } & Reply;
/** `data`: the PNG image (a view into the received message). */
export type Png2Frame = { type: Types['Png2Frame']; data: Uint8Array } & Rect;
export type Notification = { type: Types['Notification']; message: string; severity: Severity };

export type TdpMessage =
  | ClientScreenSpec
  | PngFrame
  | MouseMove
  | MouseButtonMessage
  | KeyboardButton
  | ClipboardData
  | ClientUsername
  | MouseWheel
  | ErrorMessage
  | Mfa
  | SharedDirectoryAnnounce
  | SharedDirectoryAcknowledge
  | SharedDirectoryInfoRequest
  | SharedDirectoryInfoResponse
  | SharedDirectoryCreateRequest
  | SharedDirectoryCreateResponse
  | SharedDirectoryDeleteRequest
  | SharedDirectoryDeleteResponse
  | SharedDirectoryReadRequest
  | SharedDirectoryReadResponse
  | SharedDirectoryWriteRequest
  | SharedDirectoryWriteResponse
  | SharedDirectoryMoveRequest
  | SharedDirectoryMoveResponse
  | SharedDirectoryListRequest
  | SharedDirectoryListResponse
  | Png2Frame
  | Notification;

/** The message of a given type code, e.g. `TdpMessageOf<27>`. */
export type TdpMessageOf<C extends TdpTypeCode> = Extract<TdpMessage, { type: C }>;

/** A message that cannot be decoded; `message` names the type and what was wrong. */
export declare class TdpDecodeError extends Error {
  /** The message's first byte (undefined for an empty message). */
  readonly type: number | undefined;
  constructor(message: string, type?: number);
}

/** "Png2Frame" for 27, `unknown type N` otherwise. */
export declare function tdpTypeName(type: number): string;
/** @throws RangeError when a field does not fit (unknown type, out-of-range integer, over-long string). */
export declare function encodeTdp(msg: TdpMessage): Uint8Array;
/** @throws TdpDecodeError for an empty, unknown, truncated, over-long or otherwise malformed message. */
export declare function decodeTdp(bytes: Uint8Array | ArrayBuffer | ArrayBufferView): TdpMessage;
