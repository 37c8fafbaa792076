// @ts-check
/**
 * The one mock world: the context every handler of the embedded default is handed, the store's
 * (mocks/api/mock-store.mjs) and the WebSocket mock's (mocks/ws/ws-mock.mjs) alike. It holds what
 * the HTTP answers and the sockets share, so no module keeps state of its own: the demo cluster's
 * resources, the audit log, the assistant's conversations, the recordings, the desktops in use
 * and the desktops that joined through Enroll New Resource.
 *
 * `mocks/stack.mjs` makes one and hands it to both sides; a test that checks both makes one too.
 * The store fills in its parts (the audit log, the assistant, the joined desktops) when it is made
 * and on every reset; the WebSocket mock sets the recordings.
 */
import { createWorld } from './world/world.mjs';
import { createAssistState } from './api/assist-store.mjs';
import { createActiveDesktops } from './desktop/active-desktops.mjs';

/**
 * @typedef {import('./world/world.mjs').World} World
 * @typedef {ReturnType<typeof import('./api/audit-log.mjs').createAuditLog>} AuditLog
 * @typedef {import('./api/assist-store.mjs').AssistState} AssistState
 * @typedef {import('./recordings/recordings.mjs').RecordingStore} RecordingStore
 *
 * @typedef {object} MockContext
 * @property {World} world  the demo cluster's resources (built on first use, from MOCK_SCALE)
 * @property {AuditLog | null} auditLog  the store's (null before there is a store)
 * @property {(event: Record<string, any> & { event: string, code: string }) => Record<string, any> | null} appendAuditEvent
 *   adds to the audit log (`uid` and `time` filled in when missing); ignored before there is a store
 * @property {AssistState} assist  the conversations and whether Assist is on
 * @property {RecordingStore | null} recordings  the WebSocket mock's
 * @property {ReturnType<typeof createActiveDesktops>} activeDesktops
 * @property {(name: string) => Record<string, any> | undefined} joinedDesktop  a desktop that joined through Enroll New Resource
 */

/**
 * @param {{ world?: World }} [options]  world: resources of one's own (tests)
 * @returns {MockContext}
 */
export function createMockContext(options = {}) {
  /** @type {World | null} */
  let world = options.world ?? null;
  /** @type {MockContext} */
  const context = {
    get world() {
      return (world ??= createWorld());
    },
    auditLog: null,
    appendAuditEvent: (event) => (context.auditLog ? context.auditLog.append(event) : null),
    assist: createAssistState(),
    recordings: null,
    activeDesktops: createActiveDesktops(),
    joinedDesktop: () => undefined,
  };
  return context;
}
