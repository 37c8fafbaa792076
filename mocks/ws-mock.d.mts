/** Types for ws-mock.mjs (the JS file is the source of truth). */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import type { HttpRoute } from './mock-http.mjs';

export interface TerminalSession {
  kind: string;
  id: string;
  namespace: string;
  parties: object[];
  terminal_params: { w: number; h: number };
  login: string;
  created: string;
  last_active: string;
  server_id: string;
  server_hostname: string;
  server_hostport: number;
  server_addr: string;
  cluster_name: string;
  kubernetes_cluster_name: string;
  desktop_name: string;
  database_name: string;
  app_name: string;
  owner: string;
  moderated: boolean;
  participantModes: string[];
}
export interface MockState {
  clusterName: string;
  user: string;
  registry: {
    list(viewer: string): TerminalSession[];
    get(sid: string): { json: TerminalSession } | undefined;
  };
}
export interface RouteContext {
  req: IncomingMessage;
  socket: Duplex;
  head: Buffer;
  url: URL;
  params: Record<string, string>;
  wss: WebSocketServer;
  options: WsMockOptions;
  state: MockState;
}
export interface Route {
  name: string;
  pattern: RegExp;
  handle(ctx: RouteContext): void;
}
export interface WsMockOptions {
  clusterName?: string;
  owner?: string;
  routes?: Route[];
  httpRoutes?: HttpRoute[];
  seed?: boolean;
  keepAliveMs?: number;
  lingerMs?: number;
  mfaTimeoutMs?: number;
  log?: (msg: string) => void;
}
export declare const defaultRoutes: Route[];
export declare function createWsMock(options?: WsMockOptions): Server & { state: MockState };
export declare function rejectUpgrade(socket: Duplex, status: number, message: string): void;
export declare function acceptUpgrade(ctx: RouteContext, onOpen: (ws: WebSocket) => void): void;
export declare function sendEnvelope(ws: WebSocket, type: string, payload?: string): void;
