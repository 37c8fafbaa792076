/** Types for mock-http.mjs (the JS file is the source of truth). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface HttpRoute {
  name: string;
  methods: string[];
  pattern: RegExp;
  handle(ctx: {
    req: IncomingMessage;
    res: ServerResponse;
    url: URL;
    params: Record<string, string>;
    user: string;
    registry: unknown;
    disks: import('./mock-world.mjs').Disks;
  }): void | Promise<void>;
}
export declare const MAX_UPLOAD_BYTES: number;
export declare const httpRoutes: HttpRoute[];
export declare function sendError(res: ServerResponse, status: number, message: string): void;
export declare function parseMultipartFile(body: Buffer, contentType: string): { filename: string; bytes: Buffer } | null;
