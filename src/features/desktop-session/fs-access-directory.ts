// The shared folder in the browser: a SharedDirectory over the File System Access API (the handle
// showDirectoryPicker gives). Only the handle methods used here are declared, so a test or an
// in-page stub can stand in for the browser's handle.
import { DIRECTORY, FILE, SharedDirectoryError, type SharedDirectory } from './shared-directory';
import type { FileSystemObject } from '@/shared/wire/tdp-codec.mjs';

export interface FileLike {
  readonly size: number;
  readonly lastModified: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}
export interface WritableLike {
  write(chunk: { type: 'write'; position: number; data: Uint8Array<ArrayBuffer> }): Promise<void>;
  close(): Promise<void>;
}
export interface FileHandleLike {
  readonly kind: 'file';
  readonly name: string;
  getFile(): Promise<FileLike>;
  createWritable(options?: { keepExistingData?: boolean }): Promise<WritableLike>;
  move?(parent: DirectoryHandleLike, name: string): Promise<void>;
}
export interface DirectoryHandleLike {
  readonly kind: 'directory';
  readonly name: string;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandleLike>;
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryHandleLike>;
  removeEntry(name: string, options?: { recursive?: boolean }): Promise<void>;
  values(): AsyncIterable<FileHandleLike | DirectoryHandleLike>;
}

type Handle = FileHandleLike | DirectoryHandleLike;
const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
const split = (path: string) => (path ? path.split('/') : []);

function missing(path: string): SharedDirectoryError {
  return new SharedDirectoryError('doesNotExist', `no such file or folder: ${path || '/'}`);
}

export class FsAccessDirectory implements SharedDirectory {
  constructor(private readonly root: DirectoryHandleLike) {}

  get name(): string {
    return this.root.name;
  }

  private async dir(path: string): Promise<DirectoryHandleLike> {
    let d = this.root;
    for (const part of split(path)) {
      try {
        d = await d.getDirectoryHandle(part);
      } catch {
        throw missing(path);
      }
    }
    return d;
  }

  /** The parent folder and the last name of a path (the root has none). */
  private async parentOf(path: string): Promise<{ parent: DirectoryHandleLike; name: string }> {
    const parts = split(path);
    const name = parts.pop();
    if (!name) throw new SharedDirectoryError('failed', 'the shared folder itself cannot be changed');
    return { parent: await this.dir(parts.join('/')), name };
  }

  private async handle(path: string): Promise<Handle> {
    if (!path) return this.root;
    const { parent, name } = await this.parentOf(path);
    try {
      return await parent.getFileHandle(name);
    } catch {
      try {
        return await parent.getDirectoryHandle(name);
      } catch {
        throw missing(path);
      }
    }
  }

  private async describe(handle: Handle, path: string): Promise<FileSystemObject> {
    if (handle.kind === 'file') {
      const file = await handle.getFile();
      return { path, size: file.size, lastModified: file.lastModified, fileType: FILE, isEmpty: true };
    }
    let isEmpty = true;
    for await (const entry of handle.values()) {
      void entry;
      isEmpty = false;
      break;
    }
    return { path, size: 0, lastModified: 0, fileType: DIRECTORY, isEmpty };
  }

  async info(path: string): Promise<FileSystemObject> {
    return this.describe(await this.handle(path), path);
  }

  async list(path: string): Promise<FileSystemObject[]> {
    const d = await this.dir(path);
    const out: FileSystemObject[] = [];
    for await (const entry of d.values()) out.push(await this.describe(entry, join(path, entry.name)));
    return out.sort((a, b) => a.path.localeCompare(b.path));
  }

  private async file(path: string): Promise<FileHandleLike> {
    const h = await this.handle(path);
    if (h.kind !== 'file') throw new SharedDirectoryError('failed', `a folder, not a file: ${path}`);
    return h;
  }

  async read(path: string, offset: number, length: number): Promise<Uint8Array> {
    const file = await (await this.file(path)).getFile();
    return new Uint8Array(await file.slice(offset, Math.min(file.size, offset + length)).arrayBuffer());
  }

  async write(path: string, offset: number, data: Uint8Array): Promise<number> {
    const writable = await (await this.file(path)).createWritable({ keepExistingData: true });
    await writable.write({ type: 'write', position: offset, data: new Uint8Array(data) });
    await writable.close();
    return data.byteLength;
  }

  async create(path: string, fileType: 0 | 1): Promise<FileSystemObject> {
    const { parent, name } = await this.parentOf(path);
    const exists = await this.handle(path).then(
      () => true,
      () => false,
    );
    if (exists) throw new SharedDirectoryError('alreadyExists', `already exists: ${path}`);
    const made =
      fileType === DIRECTORY ? await parent.getDirectoryHandle(name, { create: true }) : await parent.getFileHandle(name, { create: true });
    return this.describe(made, path);
  }

  async delete(path: string): Promise<void> {
    await this.handle(path);
    const { parent, name } = await this.parentOf(path);
    await parent.removeEntry(name, { recursive: true });
  }

  async move(from: string, to: string): Promise<void> {
    const source = await this.handle(from);
    const target = await this.parentOf(to);
    if (
      await this.handle(to).then(
        () => true,
        () => false,
      )
    )
      throw new SharedDirectoryError('alreadyExists', `already exists: ${to}`);
    if (source.kind === 'file' && source.move) return source.move(target.parent, target.name);
    if (source.kind !== 'file') throw new SharedDirectoryError('failed', 'this browser cannot move folders');
    // No move() in this browser: copy, then remove the original.
    const bytes = await this.read(from, 0, (await source.getFile()).size);
    const copy = await target.parent.getFileHandle(target.name, { create: true });
    const w = await copy.createWritable();
    await w.write({ type: 'write', position: 0, data: new Uint8Array(bytes) });
    await w.close();
    await this.delete(from);
  }
}

/** Whether this browser can share a folder (the File System Access API's picker). */
export function canShareDirectories(w: object = globalThis): boolean {
  return typeof (w as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';
}

/** Ask the user for a folder; null when they cancel. */
export async function pickDirectory(): Promise<FsAccessDirectory | null> {
  const picker = (globalThis as unknown as { showDirectoryPicker: (o?: { mode?: string }) => Promise<DirectoryHandleLike> })
    .showDirectoryPicker;
  try {
    return new FsAccessDirectory(await picker({ mode: 'readwrite' }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}
