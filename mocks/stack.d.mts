/** Types for stack.mjs (the JS file is the source of truth). */
export interface StackOptions {
  /** Gateway port (default 3080; 0 = any free port). */
  port?: number;
  /** Gateway interface (default 127.0.0.1). */
  host?: string;
  /** Built console (default <repo>/dist; relative paths are resolved against the repo root). */
  distDir?: string;
  /** OpenAPI document (default <repo>/openapi/openapi.yaml). */
  specPath?: string;
  /** No log output. */
  quiet?: boolean;
  /** Default env PROXY_UPSTREAM; set → gateway in proxy mode, no mocks. */
  proxyUpstream?: string;
  /** Serve https (default from GATEWAY_TLS_CERT / GATEWAY_TLS_KEY). */
  tls?: { cert: string | Buffer; key: string | Buffer };
}
export interface Stack {
  url: string;
  origin: string;
  mode: 'mock' | 'proxy';
  apiUrl: string | null;
  wsUrl: string | null;
  info: { clusterName?: string; exampleUser?: string };
  close(): Promise<void>;
}
export declare const REPO_ROOT: string;
export declare function startStack(opts?: StackOptions): Promise<Stack>;
export declare function freePort(): Promise<number>;
export declare function startPrism(o: { specPath?: string; log: (line: string) => void; quiet: boolean }): Promise<{ url: string; close(): Promise<void> }>;
