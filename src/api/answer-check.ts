// An answer read by a page that must not trust its shape: in production the HTTP pipeline only
// reports a contract violation and hands the data on (src/api/contract-check.ts), so a page that
// walks the answer (for..of over a field) checks it here first and shows a wrong shape as the
// call's error instead of crashing. Imports every generated validator: for lazy feature chunks only.
import { firstViolation } from './contract-check';
import { ContractError } from './errors';
import { responseValidators } from './gen/validators';

/** The contract error of `data` as the answer of `operationId`, or null when it conforms. */
export function answerError(operationId: string, data: unknown): ContractError | null {
  const validator = responseValidators[operationId];
  const violation = validator ? firstViolation(validator, data) : null;
  return violation ? new ContractError(operationId, violation.field, violation.detail) : null;
}
