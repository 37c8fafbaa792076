// @ts-check
/** The store's `databases` tag: a database enrolled through the console stays, and is listed with the others (ctx.enrolled). */
import { error, obj, ok } from '../store-answers.mjs';

export const tag = 'databases';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ enrolled }) {
  return {
    createDatabase: (r) => {
      const b = obj(r.body);
      const name = String(b.name ?? '');
      if (enrolled.has(name)) return error(409, `database "${name}" already exists`);
      const uri = String(b.uri ?? '');
      const db = {
        name,
        desc: '',
        protocol: String(b.protocol ?? ''),
        type: b.awsRds ? 'rds' : 'self-hosted',
        labels: Array.isArray(b.labels) ? b.labels : [],
        hostname: uri.replace(/:\d+$/, ''),
        uri,
      };
      enrolled.set(name, db);
      return ok(db);
    },
  };
}
