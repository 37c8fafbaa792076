/** Types for fake-shell.mjs (the JS file is the source of truth). */
export declare const STREAM_CHUNK_BYTES: number;
export declare const STREAM_LINE_BYTES: number;
export declare function streamChunk(firstLine: number, size: number): { bytes: Uint8Array; lines: number };
export interface ShellIO {
  write(data: string | Uint8Array): Promise<void>;
  exit(code: number): void;
}
export interface FakeShell {
  banner(): string;
  input(data: string, caller: { drop(): void }): void;
  dispose(): void;
}
export declare function createFakeShell(o: {
  login: string;
  hostname: string;
  nodeId: string;
  clusterName: string;
  user: string;
  disks: import('./mock-world.mjs').Disks;
  io: ShellIO;
  tickerMs?: number;
}): FakeShell;
