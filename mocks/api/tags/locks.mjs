// @ts-check
/** The store's `locks` tag: locks made with a target and a Go duration TTL. */
import { randomUUID } from 'node:crypto';
import { parseGoDuration } from '../../../src/shared/wire/go-duration.mjs';
import { collection, error, obj, ok, OK_MESSAGE } from '../store-answers.mjs';

export const tag = 'locks';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ seed, now, user }) {
  const locks = collection(seed('listLocks'), (l) => l.name);
  return {
    listLocks: () => ok([...locks.values()]),
    createLock: (r) => {
      const b = obj(r.body);
      const created = now();
      const targets = obj(b.targets);
      if (!Object.values(targets).some((v) => typeof v === 'string' && v !== '')) {
        return error(400, 'at least one target field must be set');
      }
      // This backend version wraps time.ParseDuration's error (not a bad parameter): 500, Go's words.
      const ttl = goDuration(String(b.ttl ?? ''));
      if ('error' in ttl) return error(500, ttl.error);
      const ttlMs = ttl.ms;
      const lock = {
        ...obj(r.upstream),
        name: randomUUID(),
        message: String(b.message ?? ''),
        expires: ttlMs ? new Date(created.getTime() + ttlMs).toISOString() : '',
        createdAt: created.toISOString(),
        createdBy: user,
        targets,
      };
      locks.set(lock.name, lock);
      return ok(lock);
    },
    deleteLock: (r) => {
      const id = r.params.uuid ?? '';
      if (!locks.delete(id)) return error(404, `lock "${id}" is not found`);
      return ok(OK_MESSAGE);
    },
  };
}

/**
 * A Go duration as the lock TTL uses it ("2h", "30m", "1h30m", "1.5h", "" = no expiry), read as Go's
 * time.ParseDuration reads it (src/shared/wire/go-duration.mjs, shared with the form): milliseconds,
 * or the error text Go gives.
 * @param {string} ttl
 * @returns {{ ms: number } | { error: string }}
 */
export function goDuration(ttl) {
  if (ttl === '') return { ms: 0 };
  const d = parseGoDuration(ttl);
  return d.ok ? { ms: Number(d.ns) / 1e6 } : { error: d.error };
}

/**
 * A Go duration in milliseconds (0 for ""), or null when Go would refuse it.
 * @param {string} ttl
 * @returns {number | null}
 */
export function parseTtl(ttl) {
  const d = goDuration(ttl);
  return 'ms' in d ? d.ms : null;
}
