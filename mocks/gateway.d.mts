/** Types for gateway.mjs (the JS file is the source of truth). */
import type { Server } from 'node:http';

export interface GatewayOptions {
  /** Vite build output (index.html + app/...). */
  distDir: string;
  /** Base URL for HTTP forwarding (Prism, or the real proxy in 'proxy' mode). */
  apiTarget: string;
  /** Base URL for WebSocket forwarding (default: apiTarget). */
  wsTarget?: string;
  /** Default 'mock'. */
  mode?: 'mock' | 'proxy';
  /** Serve https instead of http. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** Accept any upstream certificate (default: env INSECURE_SKIP_VERIFY === '1'). */
  insecureSkipVerify?: boolean;
  /** Mock mode: enforce X-CSRF-Token on login like the real proxy (default true). */
  checkCsrf?: boolean;
  log?: (line: string) => void;
}
export declare function createGateway(options: GatewayOptions): Server;
export declare function renderIndex(html: string, csrf: string, session: string): string;
export declare function acceptsGzip(header: string | string[] | undefined): boolean;
export declare const WS_MOCK_HTTP_PATHS: readonly RegExp[];
