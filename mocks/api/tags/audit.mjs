// @ts-check
/** The store's `audit` tag: the audit log's search (ctx.auditLog, mocks/api/audit-log.mjs). */
export const tag = 'audit';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ auditLog, now }) {
  return { searchEvents: (r) => auditLog.search(r.query ?? {}, now().getTime()) };
}
