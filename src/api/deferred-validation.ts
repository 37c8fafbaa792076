// Production checks of answers against the contract, off the path to the first render: an answer
// is handed on at once and checked when the browser is idle (the validators, ~60 KB of zod
// schemas, load then, after the page has drawn). A violation is reported and named in the lists
// as before (contract-check.ts), just a moment later. Dev and tests stay strict and synchronous.
import { checkContract, reportViolation, type ContractValidator } from './contract-check';
import { ContractError } from './errors';
import { afterFirstScreen } from './first-screen';

type Validators = Record<string, ContractValidator | undefined>;

const queue: Array<{ operationId: string; data: unknown }> = [];
let validators: Promise<Validators> | null = null;
let scheduled: Promise<void> | null = null;

/** The generated response validators (a lazy chunk), loaded once. */
export function loadResponseValidators(): Promise<Validators> {
  return (validators ??= import('@/api/gen/validators').then((m) => m.responseValidators));
}

/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms), and not before the
 * first screen of a signed-in load is up (src/api/first-screen.ts): the validators' chunk
 * is not among what that screen waits for.
 */
export function whenIdle(task: () => void, timeout = 1000): void {
  // Checked again when idle: a task queued before a signed-in load began (the sign-in answer's
  // check) waits for that load's first screen too.
  const run = () => afterFirstScreen(task);
  afterFirstScreen(() => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(run, { timeout });
    else setTimeout(run, 0);
  });
}

function drain(all: Validators): void {
  for (const { operationId, data } of queue.splice(0)) {
    const validator = all[operationId];
    if (!validator) continue;
    try {
      checkContract(validator, data, operationId);
    } catch (err) {
      // Strictness was switched on meanwhile (tests): still only a report, nobody awaits this.
      if (err instanceof ContractError) reportViolation(err);
      else throw err;
    }
  }
}

/** Queues `data`, the answer to `operationId`, for a check when the browser is idle. */
export function validateLater(operationId: string, data: unknown): void {
  queue.push({ operationId, data });
  scheduled ??= new Promise<void>((resolve) =>
    whenIdle(() => {
      void loadResponseValidators()
        .then(drain)
        .finally(() => {
          scheduled = null;
          // Answers that came while the chunk loaded.
          if (queue.length > 0) void validatesSettled();
          resolve();
        });
    }),
  );
}

/** Resolves once every queued answer has been checked (tests, benchmarks). */
export async function validatesSettled(): Promise<void> {
  while (scheduled) await scheduled;
  if (queue.length > 0) drain(await loadResponseValidators());
}
