// @ts-check
/**
 * Directory sharing as the mock desktop drives it (the browser answers; TDP 11-26):
 *
 *   client 11 announce        -> 12 acknowledge (err 0), then 13 info request for '' (the root)
 *   client 14 info response   -> 25 list request for ''
 *   client 26 list response   -> the names show in the "Shared folder" window; the first file
 *                                with a size gets a 19 read request (offset 0, up to 64 bytes)
 *   client 20 read response   -> its first bytes show in the window ("FIRST BYTES: ...")
 *   key F5                    -> 25 list request again
 *   key F6                    -> 15 create request (file 'from-desktop.txt'), then on success
 *                                21 write request (offset 0, one line of text), then a new list
 *   key F7                    -> 23 move 'from-desktop.txt' -> 'from-desktop-renamed.txt', list
 *   key F8                    -> 17 delete 'from-desktop-renamed.txt' (or 'from-desktop.txt'), list
 *
 * A response with a non-zero err_code shows as the window's status line. Responses to unknown
 * completion ids are ignored.
 */
import { TdpType as T } from '../../src/shared/wire/tdp-codec.mjs';

export const CREATED_FILE = 'from-desktop.txt';
export const RENAMED_FILE = 'from-desktop-renamed.txt';
const ERRORS = ['OK', 'FAILED', 'DOES NOT EXIST', 'ALREADY EXISTS'];

/**
 * @typedef {import('../../src/shared/wire/tdp-codec.mjs').TdpMessage} TdpMessage
 * @typedef {import('./scene.mjs').ShareView} ShareView
 */

/**
 * @param {object} o
 * @param {(m: TdpMessage) => void} o.send
 * @param {(view: ShareView | null) => void} o.show
 * @param {string} o.desktopName
 * @param {(event: string, code: string, fields: Record<string, unknown>) => void} [o.audit]  desktop.directory.* audit events
 */
export function createSharing(o) {
  /** @type {{ id: number, view: ShareView } | null} */
  let dir = null;
  let nextCompletion = 1;
  /** @type {Map<number, (m: any) => void>} */
  const pending = new Map();
  /** Paths the last listing returned. @type {Set<string>} */
  let names = new Set();

  /** @param {(id: number) => TdpMessage} make @param {(m: any) => void} onReply */
  function request(make, onReply) {
    const id = nextCompletion++;
    pending.set(id, onReply);
    o.send(make(id));
  }
  const update = () => o.show(dir ? { ...dir.view } : null);
  /** @param {string} status */
  const status = (status) => {
    if (!dir) return;
    dir.view.status = status.toUpperCase();
    update();
  };
  /** @param {{ errCode: number }} m @param {string} what */
  const failed = (m, what) => {
    if (m.errCode === 0) return false;
    status(`${what}: ${ERRORS[m.errCode] ?? `ERROR ${m.errCode}`}`);
    return true;
  };

  /** @param {boolean} [keepStatus] leave the status line of the action that asked for the list */
  function list(keepStatus = false) {
    if (!dir) return;
    const directoryId = dir.id;
    request(
      (completionId) => ({ type: T.SharedDirectoryListRequest, completionId, directoryId, path: '' }),
      (m) => {
        if (!dir || failed(m, 'LIST')) return;
        /** @type {Array<import('../../src/shared/wire/tdp-codec.mjs').FileSystemObject>} */
        const fsos = m.fsoList;
        names = new Set(fsos.map((f) => f.path));
        dir.view.entries = fsos.map((f) => ({ name: f.path.split('/').pop() || f.path, isDir: f.fileType === 1, size: f.size }));
        if (!keepStatus) dir.view.status = `LISTED ${fsos.length} ENTRIES`;
        update();
        const file = fsos.find((f) => f.fileType === 0 && f.size > 0);
        if (file) read(file.path, Math.min(64, file.size));
      },
    );
  }

  /** @param {string} path @param {number} length */
  function read(path, length) {
    if (!dir) return;
    const directoryId = dir.id;
    request(
      (completionId) => ({ type: T.SharedDirectoryReadRequest, completionId, directoryId, path, offset: 0, length }),
      (m) => {
        if (!dir || failed(m, `READ ${path}`)) return;
        o.audit?.('desktop.directory.read', 'TDP05I', {
          directory_name: dir.view.name,
          directory_id: directoryId,
          file_path: path,
          length: m.data.length,
          offset: 0,
        });
        const text = Buffer.from(m.data)
          .toString('latin1')
          .replace(/[^\x20-\x7e]/g, '.');
        dir.view.preview = `${path.split('/').pop()}: ${text}`;
        update();
      },
    );
  }

  return {
    get directoryId() {
      return dir?.id ?? null;
    },
    /** @param {{ directoryId: number, name: string }} m */
    announce(m) {
      o.send({ type: T.SharedDirectoryAcknowledge, errCode: 0, directoryId: m.directoryId });
      dir = { id: m.directoryId, view: { name: m.name, entries: [], preview: '', status: 'CONNECTING...' } };
      o.audit?.('desktop.directory.share', 'TDP04I', { directory_name: m.name, directory_id: m.directoryId });
      update();
      const directoryId = m.directoryId;
      request(
        (completionId) => ({ type: T.SharedDirectoryInfoRequest, completionId, directoryId, path: '' }),
        (r) => {
          if (failed(r, 'INFO')) return;
          list();
        },
      );
    },
    /** A response (14-26, even types) from the browser. @param {any} m @returns {boolean} whether it answered a request */
    reply(m) {
      const handler = pending.get(m.completionId);
      if (!handler) return false;
      pending.delete(m.completionId);
      handler(m);
      return true;
    },
    /** A function key while a directory is shared. @param {'F5' | 'F6' | 'F7' | 'F8'} key */
    key(key) {
      if (!dir) return;
      const directoryId = dir.id;
      if (key === 'F5') return list();
      if (key === 'F6') {
        const data = Buffer.from(`Hello from ${o.desktopName} at ${new Date().toISOString()}\r\n`);
        return request(
          (completionId) => ({ type: T.SharedDirectoryCreateRequest, completionId, directoryId, fileType: 0, path: CREATED_FILE }),
          (m) => {
            if (failed(m, `CREATE ${CREATED_FILE}`)) return;
            names.add(CREATED_FILE);
            request(
              (completionId) => ({ type: T.SharedDirectoryWriteRequest, completionId, directoryId, path: CREATED_FILE, offset: 0, data }),
              (w) => {
                if (failed(w, `WRITE ${CREATED_FILE}`)) return;
                o.audit?.('desktop.directory.write', 'TDP06I', {
                  directory_name: dir?.view.name ?? '',
                  directory_id: directoryId,
                  file_path: CREATED_FILE,
                  length: w.bytesWritten,
                  offset: 0,
                });
                status(`WROTE ${w.bytesWritten} BYTES TO ${CREATED_FILE}`);
                list(true);
              },
            );
          },
        );
      }
      if (key === 'F7') {
        return request(
          (completionId) => ({
            type: T.SharedDirectoryMoveRequest,
            completionId,
            directoryId,
            originalPath: CREATED_FILE,
            newPath: RENAMED_FILE,
          }),
          (m) => {
            if (failed(m, `RENAME ${CREATED_FILE}`)) return;
            // Known at once, not only from the next listing (F8 right after F7 deletes the new name).
            names.delete(CREATED_FILE);
            names.add(RENAMED_FILE);
            status(`RENAMED TO ${RENAMED_FILE}`);
            list(true);
          },
        );
      }
      const path = names.has(RENAMED_FILE) || !names.has(CREATED_FILE) ? RENAMED_FILE : CREATED_FILE;
      request(
        (completionId) => ({ type: T.SharedDirectoryDeleteRequest, completionId, directoryId, path }),
        (m) => {
          if (failed(m, `DELETE ${path}`)) return;
          names.delete(path);
          status(`DELETED ${path}`);
          list(true);
        },
      );
    },
  };
}
