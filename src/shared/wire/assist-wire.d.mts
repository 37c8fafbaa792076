/** Types for assist-wire.mjs (the JS file is the source of truth). */
export declare const AssistMessageType: Readonly<{
  COMMAND: 'COMMAND';
  COMMAND_RESULT: 'COMMAND_RESULT';
  COMMAND_RESULT_SUMMARY: 'COMMAND_RESULT_SUMMARY';
  USER: 'CHAT_MESSAGE_USER';
  ASSISTANT: 'CHAT_MESSAGE_ASSISTANT';
  PARTIAL: 'CHAT_PARTIAL_MESSAGE_ASSISTANT';
  PARTIAL_FINALIZE: 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE';
  SYSTEM: 'CHAT_MESSAGE_SYSTEM';
  ERROR: 'CHAT_MESSAGE_ERROR';
  PROGRESS_UPDATE: 'CHAT_MESSAGE_PROGRESS_UPDATE';
}>;
export type AssistMessageTypeName = (typeof AssistMessageType)[keyof typeof AssistMessageType];
export type AssistTextMessageType =
  | 'CHAT_MESSAGE_USER'
  | 'CHAT_MESSAGE_ASSISTANT'
  | 'CHAT_PARTIAL_MESSAGE_ASSISTANT'
  | 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE'
  | 'CHAT_MESSAGE_SYSTEM'
  | 'CHAT_MESSAGE_ERROR';

export declare const GENERIC_ERROR_TEXT: string;
export declare const RATE_LIMIT_TEXT: string;

export type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A message as the server sends and stores it (openapi AssistantMessage). */
export interface AssistMessageWire {
  type: string;
  created_time: string;
  payload: string;
}
export interface AssistMessage {
  type: AssistMessageTypeName;
  createdTime: string;
  payload: string;
}

export interface CommandLabel {
  key: string;
  value: string;
}
export interface CommandPayload {
  command: string;
  nodes: string[];
  labels: CommandLabel[];
}
export interface CommandResultPayload {
  executionId: string;
  sessionId: string;
  nodeId: string;
  nodeName: string;
}
export interface CommandResultSummaryPayload {
  executionId: string;
  command: string;
  summary: string;
}
export interface ProgressUpdatePayload {
  action: string;
  input: string;
  log: string;
  reasoning: string;
}

export type AssistEvent =
  | { type: AssistTextMessageType; createdTime: string; text: string }
  | { type: 'COMMAND'; createdTime: string; command: CommandPayload }
  | { type: 'COMMAND_RESULT'; createdTime: string; result: CommandResultPayload }
  | { type: 'COMMAND_RESULT_SUMMARY'; createdTime: string; summary: CommandResultSummaryPayload }
  | { type: 'CHAT_MESSAGE_PROGRESS_UPDATE'; createdTime: string; progress: ProgressUpdatePayload };

export declare function buildAssistMessage(type: AssistMessageTypeName, payload: string, createdTime?: Date | string): AssistMessageWire;
export declare function buildUserFrame(text: string): string;
export declare function parseUserFrame(input: unknown): Result<{ text: string }>;
export declare function parseAssistMessage(input: unknown): Result<AssistMessage>;
export declare function decodeAssistMessage(input: unknown): Result<AssistEvent>;

export declare function buildCommandPayload(cmd: { command: string; nodes?: string[]; labels?: CommandLabel[] }): string;
export declare function parseCommandPayload(payload: unknown): Result<CommandPayload>;
export declare function commandQuery(targets: { nodes?: string[]; labels?: CommandLabel[] }): string;
export declare function buildCommandResultPayload(r: CommandResultPayload): string;
export declare function parseCommandResultPayload(payload: unknown): Result<CommandResultPayload>;
export declare function buildCommandResultSummaryPayload(s: CommandResultSummaryPayload): string;
export declare function parseCommandResultSummaryPayload(payload: unknown): Result<CommandResultSummaryPayload>;
export declare function buildProgressUpdatePayload(p: { action: string; input?: string; log?: string; reasoning?: string }): string;
export declare function parseProgressUpdatePayload(payload: unknown): Result<ProgressUpdatePayload>;

// Parse helpers, for assist-exec-wire.mjs.
export declare function fail(reason: string): { ok: false; reason: string };
export declare function ok<T>(value: T): { ok: true; value: T };
export declare function isObject(v: unknown): v is Record<string, unknown>;
export declare function asObject(input: unknown, what: string): Result<Record<string, unknown>>;
export declare function str(obj: Record<string, unknown>, key: string, opts?: { required?: boolean; allowEmpty?: boolean }): Result<string>;
