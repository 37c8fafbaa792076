// Directory sharing: the desktop asks about the folder the user shared (info, list, read, write,
// create, delete, move) and this module answers. The handler is pure over SharedDirectory, an
// interface the browser's File System Access API implements (fs-access-directory.ts) and the
// tests implement in memory. Paths are relative to the shared folder, '/'-separated, '' the root.
import type {
  FileSystemObject,
  SharedDirectoryCreateRequest,
  SharedDirectoryCreateResponse,
  SharedDirectoryDeleteRequest,
  SharedDirectoryDeleteResponse,
  SharedDirectoryInfoRequest,
  SharedDirectoryInfoResponse,
  SharedDirectoryListRequest,
  SharedDirectoryListResponse,
  SharedDirectoryMoveRequest,
  SharedDirectoryMoveResponse,
  SharedDirectoryReadRequest,
  SharedDirectoryReadResponse,
  SharedDirectoryWriteRequest,
  SharedDirectoryWriteResponse,
} from '@/shared/wire/tdp-codec.mjs';

/** TDP's error codes of a shared-directory reply. */
export const ERR = { nil: 0, failed: 1, doesNotExist: 2, alreadyExists: 3 } as const;
/** TDP's file types. */
export const FILE = 0;
export const DIRECTORY = 1;

/** Why an operation on the shared folder failed, in TDP's terms. */
export class SharedDirectoryError extends Error {
  constructor(
    readonly code: 'failed' | 'doesNotExist' | 'alreadyExists',
    message: string = code,
  ) {
    super(message);
  }
}

/** What the handler needs from a shared folder. Every path is already checked (normalisePath). */
export interface SharedDirectory {
  readonly name: string;
  /** @throws SharedDirectoryError('doesNotExist') */
  info(path: string): Promise<FileSystemObject>;
  list(path: string): Promise<FileSystemObject[]>;
  read(path: string, offset: number, length: number): Promise<Uint8Array>;
  /** Returns the number of bytes written. */
  write(path: string, offset: number, data: Uint8Array): Promise<number>;
  create(path: string, fileType: 0 | 1): Promise<FileSystemObject>;
  delete(path: string): Promise<void>;
  move(from: string, to: string): Promise<void>;
}

export type SharingRequest =
  | SharedDirectoryInfoRequest
  | SharedDirectoryListRequest
  | SharedDirectoryReadRequest
  | SharedDirectoryWriteRequest
  | SharedDirectoryCreateRequest
  | SharedDirectoryDeleteRequest
  | SharedDirectoryMoveRequest;

export type SharingResponse =
  | SharedDirectoryInfoResponse
  | SharedDirectoryListResponse
  | SharedDirectoryReadResponse
  | SharedDirectoryWriteResponse
  | SharedDirectoryCreateResponse
  | SharedDirectoryDeleteResponse
  | SharedDirectoryMoveResponse;

/** The request types this handler answers. */
export const SHARING_REQUEST_TYPES: ReadonlySet<number> = new Set([13, 15, 17, 19, 21, 23, 25]);

export function isSharingRequest(msg: { type: number }): msg is SharingRequest {
  return SHARING_REQUEST_TYPES.has(msg.type);
}

/**
 * A path of the desktop's, made safe: '/' or '\\' separators, no empty, '.' or '..' segments
 * (nothing may leave the shared folder). '' is the root.
 * @throws SharedDirectoryError('failed') for a path that climbs out or is malformed.
 */
export function normalisePath(path: string): string {
  const parts = path.split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..' || p.includes('\0'))) throw new SharedDirectoryError('failed', `path leaves the shared folder: ${path}`);
  return parts.join('/');
}

const emptyFso = (path: string): FileSystemObject => ({ lastModified: 0, size: 0, fileType: FILE, isEmpty: true, path });

function errCodeOf(error: unknown): number {
  if (error instanceof SharedDirectoryError) return ERR[error.code];
  if (error instanceof DOMException) {
    if (error.name === 'NotFoundError' || error.name === 'TypeMismatchError') return ERR.doesNotExist;
    if (error.name === 'InvalidModificationError') return ERR.alreadyExists;
  }
  return ERR.failed;
}

/** Answer one request of the desktop; never throws (a failure is the reply's errCode). */
export async function handleSharingRequest(dir: SharedDirectory, req: SharingRequest): Promise<SharingResponse> {
  const completionId = req.completionId;
  const ok = ERR.nil;
  try {
    switch (req.type) {
      case 13:
        return { type: 14, completionId, errCode: ok, fso: await dir.info(normalisePath(req.path)) };
      case 25:
        return { type: 26, completionId, errCode: ok, fsoList: await dir.list(normalisePath(req.path)) };
      case 19:
        return { type: 20, completionId, errCode: ok, data: await dir.read(normalisePath(req.path), req.offset, req.length) };
      case 21:
        return { type: 22, completionId, errCode: ok, bytesWritten: await dir.write(normalisePath(req.path), req.offset, req.data) };
      case 15:
        return { type: 16, completionId, errCode: ok, fso: await dir.create(normalisePath(req.path), req.fileType) };
      case 17:
        await dir.delete(normalisePath(req.path));
        return { type: 18, completionId, errCode: ok };
      case 23:
        await dir.move(normalisePath(req.originalPath), normalisePath(req.newPath));
        return { type: 24, completionId, errCode: ok };
    }
  } catch (error) {
    return failure(req, errCodeOf(error));
  }
}

function failure(req: SharingRequest, errCode: number): SharingResponse {
  const completionId = req.completionId;
  switch (req.type) {
    case 13:
      return { type: 14, completionId, errCode, fso: emptyFso(req.path) };
    case 25:
      return { type: 26, completionId, errCode, fsoList: [] };
    case 19:
      return { type: 20, completionId, errCode, data: new Uint8Array(0) };
    case 21:
      return { type: 22, completionId, errCode, bytesWritten: 0 };
    case 15:
      return { type: 16, completionId, errCode, fso: emptyFso(req.path) };
    case 17:
      return { type: 18, completionId, errCode };
    case 23:
      return { type: 24, completionId, errCode };
  }
}
