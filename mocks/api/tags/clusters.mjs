// @ts-check
/**
 * The store's `clusters` tag: the overview's server count is the world's (with the agents joined
 * so far), as the real proxy counts the cluster's nodes.
 */
import { obj, ok } from '../store-answers.mjs';

export const tag = 'clusters';

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ listings }) {
  return {
    getUserContext: (r) => {
      const ctx = obj(r.upstream);
      if (!ctx.cluster || typeof ctx.cluster !== 'object') return ok(r.upstream);
      const nodes = listings.listNodes({ params: {}, query: { limit: '1' }, body: undefined, upstream: undefined });
      const total = obj(nodes.body).totalCount;
      return ok({ ...ctx, cluster: { ...ctx.cluster, nodeCount: typeof total === 'number' ? total : ctx.cluster.nodeCount } });
    },
  };
}
