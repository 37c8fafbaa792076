// @ts-check
/**
 * The assistant's two WebSockets in the mock's route table (mocks/ws/ws-mock.mjs `defaultRoutes`):
 * the chat (assist-chat.mjs) and the command execution (assist-command.mjs). Their state (the
 * conversations, Assist on or off) is the store's (mocks/api/assist-store.mjs).
 */
import { chatHandler } from './assist-chat.mjs';
import { commandHandler } from './assist-command.mjs';
import { acceptUpgrade as accept, rejectUpgrade } from '../ws/upgrade.mjs';

/**
 * @typedef {import('../ws/ws-mock.mjs').Route} Route
 * @typedef {import('../ws/ws-mock.mjs').RouteContext} RouteContext
 * @typedef {import('./assist-chat.mjs').ChatTiming & import('./assist-command.mjs').CommandTiming} AssistTiming
 */

/** @type {(ctx: RouteContext, socket: import('node:stream').Duplex, status: number, message: string) => void} */
const reject = (_ctx, socket, status, message) => rejectUpgrade(socket, status, message);

/**
 * The routes, with their pace (tests make it fast).
 * @param {AssistTiming} [timing]
 * @returns {Route[]}
 */
export function createAssistRoutes(timing = {}) {
  return [
    { operationId: 'connectAssistant', handle: chatHandler(reject, accept, timing) },
    { operationId: 'executeCommand', handle: commandHandler(reject, accept, timing) },
  ];
}

export const assistRoutes = createAssistRoutes();
