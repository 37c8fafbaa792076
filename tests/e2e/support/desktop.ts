// Shared steps of the desktop end-to-end tests: the page's TDP traffic decoded, the canvas read
// back, and an in-memory folder for the File System Access API's picker (the browser's API, stubbed
// in the page; our sharing code runs for real).
import { expect, type Page, type WebSocket } from '@playwright/test';
import { decodeTdp, type TdpMessage } from '../../../src/shared/wire/tdp-codec.mjs';

export const CLUSTER = 'teleport.example.com';
export const DESKTOP = 'win-dc01-corp-example-com';
export const desktopUrl = (desktop: string, login: string, origin = '') => `${origin}/web/cluster/${CLUSTER}/desktops/${desktop}/${login}`;

export interface TdpTraffic {
  url: string;
  received: TdpMessage[];
  sent: TdpMessage[];
}

/** Every desktop socket of the page, its messages decoded (the latest socket last). */
export function recordTdp(page: Page): TdpTraffic[] {
  const sockets: TdpTraffic[] = [];
  page.on('websocket', (ws: WebSocket) => {
    if (!ws.url().includes('/desktops/')) return;
    const t: TdpTraffic = { url: ws.url(), received: [], sent: [] };
    sockets.push(t);
    const decode = (payload: string | Buffer) => {
      if (typeof payload === 'string') return null;
      try {
        return decodeTdp(payload);
      } catch {
        return null;
      }
    };
    ws.on('framereceived', ({ payload }) => {
      const m = decode(payload);
      if (m) t.received.push(m);
    });
    ws.on('framesent', ({ payload }) => {
      const m = decode(payload);
      if (m) t.sent.push(m);
    });
  });
  return sockets;
}

export const canvas = (page: Page) => page.getByTestId('desktop-canvas');

/** Wait until the session runs and the canvas shows the desktop. */
export async function expectConnected(page: Page) {
  await expect(page.getByTestId('desktop-phase')).toHaveText('Connected');
  await expect.poll(() => pixel(page, 300, 8)).not.toEqual([0, 0, 0, 0]);
}

/** One pixel of a canvas (remote screen coordinates), RGBA. */
export function pixel(page: Page, x: number, y: number, testId = 'desktop-canvas'): Promise<number[]> {
  return page.evaluate(
    ([x, y, id]) => {
      const c = document.querySelector<HTMLCanvasElement>(`[data-testid="${id}"]`);
      if (!c || !c.width) return [0, 0, 0, 0];
      return Array.from(c.getContext('2d')!.getImageData(x, y, 1, 1).data);
    },
    [x, y, testId] as const,
  );
}

/** A checksum of a canvas region: changes when anything in it is repainted differently. */
export function regionSum(page: Page, x: number, y: number, w: number, h: number): Promise<number> {
  return page.evaluate(
    ([x, y, w, h]) => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid="desktop-canvas"]')!;
      const d = c.getContext('2d')!.getImageData(x, y, w, h).data;
      let sum = 0;
      for (let i = 0; i < d.length; i += 4) sum = (sum * 31 + d[i]! * 3 + d[i + 1]! * 5 + d[i + 2]! * 7) % 2147483647;
      return sum;
    },
    [x, y, w, h] as const,
  );
}

/** The canvas's pixel size (the desktop's screen). */
export const canvasSize = (page: Page) =>
  page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-testid="desktop-canvas"]')!;
    return { width: c.width, height: c.height };
  });

/**
 * Replace window.showDirectoryPicker with one that hands out an in-memory folder `project`
 * (notes.txt, docs/readme.md) implementing the handle methods the console uses (no `move`, so a
 * rename takes the copy-and-remove way); `sharedFolder(page)` reads what it holds.
 */
export async function stubDirectoryPicker(page: Page) {
  await page.addInitScript(() => {
    type Entry = MemFile | MemDir;
    class MemFile {
      kind = 'file' as const;
      constructor(
        public name: string,
        public bytes: Uint8Array,
      ) {}
      async getFile() {
        return new File([this.bytes as Uint8Array<ArrayBuffer>], this.name, { lastModified: 1_700_000_000_000 });
      }
      async createWritable() {
        let next = this.bytes.slice();
        return {
          write: async ({ position, data }: { position: number; data: Uint8Array }) => {
            const out = new Uint8Array(Math.max(next.length, position + data.length));
            out.set(next);
            out.set(data, position);
            next = out;
          },
          close: async () => {
            this.bytes = next;
          },
        };
      }
    }
    class MemDir {
      kind = 'directory' as const;
      entries = new Map<string, Entry>();
      constructor(public name: string) {}
      async getFileHandle(name: string, o?: { create?: boolean }) {
        const e = this.entries.get(name);
        if (e instanceof MemFile) return e;
        if (e) throw new DOMException('not a file', 'TypeMismatchError');
        if (!o?.create) throw new DOMException('not found', 'NotFoundError');
        const f = new MemFile(name, new Uint8Array());
        this.entries.set(name, f);
        return f;
      }
      async getDirectoryHandle(name: string, o?: { create?: boolean }) {
        const e = this.entries.get(name);
        if (e instanceof MemDir) return e;
        if (e) throw new DOMException('not a folder', 'TypeMismatchError');
        if (!o?.create) throw new DOMException('not found', 'NotFoundError');
        const d = new MemDir(name);
        this.entries.set(name, d);
        return d;
      }
      async removeEntry(name: string) {
        if (!this.entries.delete(name)) throw new DOMException('not found', 'NotFoundError');
      }
      async *values() {
        yield* this.entries.values();
      }
    }
    const root = new MemDir('project');
    root.entries.set('notes.txt', new MemFile('notes.txt', new TextEncoder().encode('shared from the browser')));
    const docs = new MemDir('docs');
    docs.entries.set('readme.md', new MemFile('readme.md', new TextEncoder().encode('# docs')));
    root.entries.set('docs', docs);
    (window as unknown as { showDirectoryPicker: () => Promise<MemDir> }).showDirectoryPicker = async () => root;
    // What the folder holds now, for the test to read: path -> text (folders end with '/').
    (window as unknown as { sharedFolderNow: () => Record<string, string> }).sharedFolderNow = () => {
      const out: Record<string, string> = {};
      const walk = (dir: MemDir, prefix: string) => {
        for (const [name, e] of dir.entries) {
          if (e instanceof MemDir) {
            out[`${prefix}${name}/`] = '';
            walk(e, `${prefix}${name}/`);
          } else out[`${prefix}${name}`] = new TextDecoder().decode(e.bytes);
        }
      };
      walk(root, '');
      return out;
    };
  });
}

/** The stubbed shared folder's contents: path -> text, folders ending with '/'. */
export function sharedFolder(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => (window as unknown as { sharedFolderNow: () => Record<string, string> }).sharedFolderNow());
}
