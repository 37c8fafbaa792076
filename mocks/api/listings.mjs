// @ts-check
/**
 * Every paged listing of the contract (nodes, apps, databases, database services, Kubernetes
 * clusters and pods, desktops, desktop services, user groups), answered from the world
 * (mocks/world/world.mjs) as the real proxy answers: `search`, the predicate `query`, `sort`,
 * `limit` and `startKey` (mocks/api/list-query.mjs). What is listed, in this order before sorting:
 *   1. the agents joined through Enroll New Resource (newest first; discover-agents.mjs),
 *   2. the databases enrolled through the console (Databases only),
 *   3. the world,
 *   4. with `searchAsRoles=yes` only, what the user's requestable roles reach.
 * The pods listing narrows to `kubeCluster` and `kubeNamespace` first, as the real one does.
 */
import { listPage } from './list-query.mjs';
import { LIST_KINDS, LIST_OPERATIONS } from '../world/world.mjs';

/**
 * @typedef {import('./store-answers.mjs').StoreRequest} StoreRequest
 * @typedef {import('./store-answers.mjs').StoreAnswer} StoreAnswer
 * @typedef {import('../world/world.mjs').ListOperation} ListOperation
 */

/**
 * @param {object} o
 * @param {import('../world/world.mjs').World} o.world
 * @param {ReturnType<typeof import('./discover-agents.mjs').createDiscoverAgents>} o.agents
 * @param {Map<string, any>} o.enrolled  databases enrolled through the console, by name
 * @returns {Record<ListOperation, (r: StoreRequest) => StoreAnswer>}
 */
export function createListings({ world, agents, enrolled }) {
  /**
   * Everything the listing may show for this request, before the query is applied.
   * @param {ListOperation} op @param {Record<string, string | undefined>} query
   */
  function candidates(op, query) {
    /** @type {any[]} */
    let items = world.items[op];
    if (op === 'listNodes' || op === 'listApps' || op === 'listDatabases' || op === 'listKubernetesClusters' || op === 'listDesktops') {
      agents.watch(op, query);
      const joined = agents.joinedItems(op);
      const own = op === 'listDatabases' ? [...enrolled.values()] : [];
      if (joined.length || own.length) {
        const names = new Set([...joined, ...own].map((i) => LIST_KINDS[op].name(i)));
        items = [...joined, ...own, ...items.filter((i) => !names.has(LIST_KINDS[op].name(i)))];
      }
    }
    if (query.searchAsRoles === 'yes' && world.requestable[op].length) items = [...items, ...world.requestable[op]];
    if (op === 'listKubernetesPods') {
      const { kubeCluster, kubeNamespace } = query;
      if (kubeCluster) items = items.filter((p) => p.cluster === kubeCluster);
      if (kubeNamespace) items = items.filter((p) => p.namespace === kubeNamespace);
    }
    return items;
  }

  /** @type {Record<string, (r: StoreRequest) => StoreAnswer>} */
  const handlers = {};
  for (const op of /** @type {ListOperation[]} */ (Object.keys(LIST_OPERATIONS))) {
    handlers[op] = (r) => {
      const query = r.query ?? {};
      return listPage(candidates(op, query), LIST_KINDS[op], query);
    };
  }
  return /** @type {Record<ListOperation, (r: StoreRequest) => StoreAnswer>} */ (handlers);
}
