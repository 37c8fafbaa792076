// The one rule for checking data against the contract, shared by the HTTP pipeline (responses,
// src/api/http.ts) and the socket sessions (message payloads, src/shared/socket-session/):
// a value that breaks its generated validator throws in development and tests, and in production
// is reported (kept in `reportedViolations`, logged) while the data passes on.
import { ContractError } from './errors';

/** What a generated zod validator offers; any object with zod's `safeParse` result shape fits. */
export interface ContractValidator {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export interface Violation {
  /** The operation or message the value belongs to. */
  operationId: string;
  field: string;
  message: string;
}

/** Contract violations seen in production, where they are reported instead of thrown. */
export const reportedViolations: Violation[] = [];

/**
 * When false, a contract violation is reported and the data passes on. Strict by default (dev and
 * tests); the production entry point turns it off (src/app/main.tsx).
 */
let strictContract = true;

/** Whether a contract violation throws (dev and tests) or is only reported (production). */
export function isStrictContract(): boolean {
  return strictContract;
}

export function setStrictContract(strict: boolean): void {
  strictContract = strict;
}

export function reportViolation(error: ContractError): void {
  reportedViolations.push({ operationId: error.operationId, field: error.field, message: error.message });
  console.error(error.message);
}

// The latest answer of each call, as far as the contract goes: a list shows the violation of its
// call's latest answer (in production, where the data still reaches it) until an answer conforms.
const latest = new Map<string, Violation>();
const listeners = new Set<() => void>();

function setLatest(operationId: string, violation: Violation | undefined): void {
  if (latest.get(operationId) === violation) return;
  if (violation) latest.set(operationId, violation);
  else latest.delete(operationId);
  for (const listener of listeners) listener();
}

/** The violation in the latest answer to `operationId`, or undefined when it conformed. */
export function latestViolation(operationId: string): Violation | undefined {
  return latest.get(operationId);
}

/** Calls `listener` whenever the latest answer of a call changes its standing. */
export function subscribeViolations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every call's latest violation (tests). */
export function clearLatestViolations(): void {
  latest.clear();
  for (const listener of listeners) listener();
}

export interface CheckOptions {
  /**
   * The error thrown when strict, for callers with their own error type (a socket message throws
   * the kit's ProtocolError). By default a ContractError naming the label and the field.
   */
  strictError?: (field: string, detail: string) => Error;
}

/**
 * Checks `value` against `validator`. Returns true when it conforms; otherwise throws when strict,
 * or reports a ContractError labelled `label` (an operationId, or e.g. "socket audit event") and
 * returns false.
 */
/** The first way `value` breaks `validator`: the dotted path of the field and the message; null when it conforms. */
export function firstViolation(validator: ContractValidator, value: unknown): { field: string; detail: string } | null {
  const result = validator.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: (issue?.path ?? []).map(String).join('.'), detail: issue?.message ?? 'invalid' };
}

export function checkContract(validator: ContractValidator, value: unknown, label: string, options: CheckOptions = {}): boolean {
  const violation = firstViolation(validator, value);
  if (!violation) {
    setLatest(label, undefined);
    return true;
  }
  const { field, detail } = violation;
  if (strictContract) throw options.strictError?.(field, detail) ?? new ContractError(label, field, detail);
  const error = new ContractError(label, field, detail);
  reportViolation(error);
  setLatest(label, { operationId: label, field, message: error.message });
  return false;
}
