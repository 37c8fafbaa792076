// An in-memory folder with the File System Access API's handle methods, for the sharing tests.
import type { DirectoryHandleLike, FileHandleLike, WritableLike } from './fs-access-directory';

export type Tree = { [name: string]: string | Tree };

const notFound = () => new DOMException('A requested file or directory could not be found.', 'NotFoundError');
const mismatch = () => new DOMException('The path supplied exists, but was not an entry of requested type.', 'TypeMismatchError');

class MemFile implements FileHandleLike {
  readonly kind = 'file' as const;
  constructor(
    public name: string,
    public bytes: Uint8Array,
    public lastModified = 1_700_000_000_000,
  ) {}
  async getFile() {
    const bytes = this.bytes;
    return {
      size: bytes.byteLength,
      lastModified: this.lastModified,
      slice: (start: number, end: number) => ({ arrayBuffer: async () => bytes.slice(start, end).buffer }),
    };
  }
  async createWritable(options?: { keepExistingData?: boolean }): Promise<WritableLike> {
    let next = options?.keepExistingData ? this.bytes.slice() : new Uint8Array(0);
    return {
      write: async ({ position, data }) => {
        const out = new Uint8Array(Math.max(next.byteLength, position + data.byteLength));
        out.set(next);
        out.set(data, position);
        next = out;
      },
      close: async () => {
        this.bytes = next;
        this.lastModified++;
      },
    };
  }
}

export class MemDirectory implements DirectoryHandleLike {
  readonly kind = 'directory' as const;
  readonly entries = new Map<string, MemFile | MemDirectory>();
  constructor(
    public name: string,
    tree: Tree = {},
  ) {
    for (const [k, v] of Object.entries(tree))
      this.entries.set(k, typeof v === 'string' ? new MemFile(k, new TextEncoder().encode(v)) : new MemDirectory(k, v));
  }
  async getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandleLike> {
    const e = this.entries.get(name);
    if (e instanceof MemFile) return e;
    if (e) throw mismatch();
    if (!options?.create) throw notFound();
    const f = new MemFile(name, new Uint8Array(0));
    this.entries.set(name, f);
    return f;
  }
  async getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryHandleLike> {
    const e = this.entries.get(name);
    if (e instanceof MemDirectory) return e;
    if (e) throw mismatch();
    if (!options?.create) throw notFound();
    const d = new MemDirectory(name);
    this.entries.set(name, d);
    return d;
  }
  async removeEntry(name: string): Promise<void> {
    if (!this.entries.delete(name)) throw notFound();
  }
  async *values() {
    yield* this.entries.values();
  }
  /** The text of a file at a '/'-path (for assertions). */
  text(path: string): string | undefined {
    const [first = '', ...parts] = path.split('/');
    let d: MemDirectory | MemFile | undefined = this.entries.get(first);
    for (const p of parts) d = d instanceof MemDirectory ? d.entries.get(p) : undefined;
    return d instanceof MemFile ? new TextDecoder().decode(d.bytes) : undefined;
  }
}
