/** Types for assist-exec-wire.mjs (the JS file is the source of truth). */
import type { Result } from './assist-wire.mjs';
import type { CommandExecutionParams } from '@/api/gen/model/commandExecutionParams';

export declare const CommandOutputType: Readonly<{
  STDOUT: 'stdout';
  STDERR: 'stderr';
  TELEPORT_ERROR: 'teleport-error';
  SUMMARY: 'summary';
}>;
export type CommandOutputKind = (typeof CommandOutputType)[keyof typeof CommandOutputType];

// The socket's params are the contract's schema, not a second description of it.
export type { CommandExecutionParams };
export declare function buildExecutionParams(p: CommandExecutionParams): string;
export declare function parseExecutionParams(input: unknown): Result<CommandExecutionParams>;

export interface CommandOutput {
  nodeId: string;
  type: CommandOutputKind;
  bytes: Uint8Array;
}
export declare function buildCommandOutput(out: { nodeId: string; type: CommandOutputKind; data: string | Uint8Array }): string;
export declare function parseCommandOutput(input: unknown): Result<CommandOutput>;
export declare function parseCommandSessionEnd(input: unknown): Result<{ nodeId: string }>;
export declare function parseCommandSessionMetadata(
  input: unknown,
): Result<{ sessionId: string; serverId: string; serverHostname: string; login: string }>;

export declare function bytesToBase64(bytes: Uint8Array): string;
export declare function base64ToBytes(text: string): Uint8Array | null;

export interface NodeOutputDecoder {
  /** Decode a chunk of one node's stream (default stream 'stdout'); keeps a split character for the next chunk. */
  push(nodeId: string, bytes: Uint8Array, stream?: string): string;
  /** Flush what is left of the node's streams and forget the node. */
  end(nodeId: string): string;
}
export declare function createNodeOutputDecoder(): NodeOutputDecoder;
