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
export function checkContract(validator: ContractValidator, value: unknown, label: string, options: CheckOptions = {}): boolean {
  const result = validator.safeParse(value);
  if (result.success) return true;
  const issue = result.error.issues[0];
  const field = (issue?.path ?? []).map(String).join('.');
  const detail = issue?.message ?? 'invalid';
  if (strictContract) throw options.strictError?.(field, detail) ?? new ContractError(label, field, detail);
  reportViolation(new ContractError(label, field, detail));
  return false;
}
