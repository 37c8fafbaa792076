// JSON payloads of socket messages, in and out, checked twice: against the contract's component
// schema (the generated `componentValidators.<Name>`), with the same strict-or-report rule as the
// HTTP pipeline (src/api/contract-check.ts), then through a small local schema that normalizes it
// for the UI (defaults, Go's null slices) and pins what the contract leaves open. A payload that
// fails either throws a ProtocolError naming the message and the field.
import type { z } from 'zod';
import { checkContract, type ContractValidator } from '@/api/contract-check';
import { ProtocolError } from './protocol-error';

/** Validates with a local schema; a mismatch throws a ProtocolError naming `what` and the field. */
export function checkPayload<T extends z.ZodType>(schema: T, what: string, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ProtocolError(what, (issue?.path ?? []).map(String).join('.'), issue?.message ?? 'invalid');
}

/** The contract check of a socket message: throws a ProtocolError when strict, else reports `socket {what}`. */
export function checkMessageContract(contract: ContractValidator, what: string, value: unknown): void {
  checkContract(contract, value, `socket ${what}`, { strictError: (field, detail) => new ProtocolError(what, field, detail) });
}

/** An incoming payload: parsed, checked against the contract, then normalized by the local schema. */
export function readJsonPayload<T extends z.ZodType>(contract: ContractValidator, local: T, what: string, payload: string): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new ProtocolError(what, '', 'not JSON');
  }
  checkMessageContract(contract, what, json);
  return checkPayload(local, what, json);
}

/** An outgoing payload: built with the local schema, checked against the contract, as JSON text. */
export function writeJsonPayload<T extends z.ZodType>(contract: ContractValidator, local: T, what: string, value: unknown): string {
  const body = checkPayload(local, what, value);
  checkMessageContract(contract, what, body);
  return JSON.stringify(body);
}
