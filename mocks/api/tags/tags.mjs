// @ts-check
/**
 * The store's operations, one module per contract tag (an operation's first tag in
 * openapi/paths/): each exports its `tag` and `handlers(ctx)`, the answers by operationId on the
 * store's shared state (mocks/api/mock-store.mjs `StoreContext`). A new write goes into the module
 * of its tag (a new tag: a new module, listed here); mocks/api/mock-store.test.ts checks that
 * every operation sits in the module of its tag.
 */
import * as assistant from './assistant.mjs';
import * as audit from './audit.mjs';
import * as clusters from './clusters.mjs';
import * as connectors from './connectors.mjs';
import * as databases from './databases.mjs';
import * as desktops from './desktops.mjs';
import * as diagnostics from './diagnostics.mjs';
import * as integrations from './integrations.mjs';
import * as locks from './locks.mjs';
import * as mfa from './mfa.mjs';
import * as resources from './resources.mjs';
import * as roles from './roles.mjs';
import * as tokens from './tokens.mjs';
import * as trustedClusters from './trusted-clusters.mjs';
import * as user from './user.mjs';
import * as users from './users.mjs';

/**
 * @typedef {object} TagModule
 * @property {string} tag
 * @property {(ctx: import('../mock-store.mjs').StoreContext) => import('../store-answers.mjs').Handlers} handlers
 */

/** @type {readonly TagModule[]} */
export const TAG_MODULES = [
  user,
  users,
  roles,
  connectors,
  trustedClusters,
  locks,
  integrations,
  databases,
  assistant,
  audit,
  tokens,
  resources,
  clusters,
  desktops,
  diagnostics,
  mfa,
];
