/** Types for mock-world.mjs (the JS file is the source of truth). */
export interface MockNode {
  id: string;
  hostname: string;
  addr: string;
  tunnel: boolean;
  sshLogins: string[];
  tags: { name: string; value: string }[];
  mfa: boolean;
  moderated: boolean;
}
export declare const DEMO_USER: string;
export declare const DEMO_CLUSTER: string;
export declare const NODES: MockNode[];
export declare function resolveNode(serverId: string): MockNode;
export declare function homeDir(login: string): string;
export interface Disks {
  seedHome(nodeId: string, hostname: string, login: string): void;
  resolvePath(login: string, p: string): string;
  isDir(nodeId: string, abs: string): boolean;
  list(nodeId: string, dir: string): { name: string; size: number }[];
  read(nodeId: string, abs: string): Buffer | null;
  write(nodeId: string, abs: string, bytes: Buffer): void;
}
export declare function createDisks(): Disks;
export declare function contractNodes(): MockNode[];
