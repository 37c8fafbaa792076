// Sending the locks of the form one after another. A failure stops there: the targets already
// locked leave the form (so a retry does not lock them twice), the others and the message and
// TTL stay, and the server's message is said with how far it got.
import type { CreateLockRequest } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { removeTarget, type LockMode, type PickedTarget } from './lock-targets';

export interface SubmitOutcome {
  /** How many locks were created. */
  created: number;
  /** The targets left in the form (none after a full success). */
  remaining: PickedTarget[];
  /** What went wrong, in the server's words; null after a full success. */
  error: string | null;
}

export async function sendLocks(
  requests: readonly CreateLockRequest[],
  targets: readonly PickedTarget[],
  mode: LockMode,
  create: (body: CreateLockRequest) => Promise<unknown>,
): Promise<SubmitOutcome> {
  let remaining = [...targets];
  let created = 0;
  for (const [i, body] of requests.entries()) {
    try {
      await create(body);
    } catch (error) {
      const message = errorText(error);
      return {
        created,
        remaining,
        error: created
          ? `${created} of ${requests.length} locks were created; the targets still listed were not locked: ${message}`
          : message,
      };
    }
    created += 1;
    // One lock per target: that target is done.
    const done = mode === 'separate' ? targets[i] : undefined;
    if (done) remaining = removeTarget(remaining, done);
  }
  return { created, remaining: mode === 'separate' ? remaining : [], error: null };
}
