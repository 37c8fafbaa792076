import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { buildLockRequests, type PickedTarget } from './lock-targets';
import { sendLocks } from './lock-submit';

const eve: PickedTarget = { kind: 'user', value: 'eve' };
const debug: PickedTarget = { kind: 'role', value: 'debug' };
const web: PickedTarget = { kind: 'node', value: 'n-1', label: 'web-01' };
const refusal = () => new ApiError('lock target is invalid', new Response(null, { status: 400 }));

describe('sendLocks', () => {
  it('creates one lock per target in order and leaves nothing in the form', async () => {
    const targets = [eve, debug, web];
    const create = vi.fn().mockResolvedValue({});
    const out = await sendLocks(buildLockRequests(targets, 'separate', 'm', '2h'), targets, 'separate', create);
    expect(out).toEqual({ created: 3, remaining: [], error: null });
    expect(create.mock.calls.map((c) => c[0].targets)).toEqual([{ user: 'eve' }, { role: 'debug' }, { node: 'n-1' }]);
  });

  it('stops at a refusal: the locked targets leave the form, the rest stay, and the server message is said', async () => {
    const targets = [eve, debug, web];
    const create = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(refusal());
    const out = await sendLocks(buildLockRequests(targets, 'separate', '', ''), targets, 'separate', create);
    expect(create).toHaveBeenCalledTimes(2);
    expect(out.created).toBe(1);
    expect(out.remaining).toEqual([debug, web]);
    expect(out.error).toBe('1 of 3 locks were created; the targets still listed were not locked: lock target is invalid');
  });

  it('keeps every target when the first (or only) lock is refused, with the message alone', async () => {
    const targets = [web, { kind: 'login', value: 'root' } as PickedTarget];
    const create = vi.fn().mockRejectedValue(refusal());
    const out = await sendLocks(buildLockRequests(targets, 'together', '', ''), targets, 'together', create);
    expect(out).toEqual({ created: 0, remaining: targets, error: 'lock target is invalid' });
  });

  it('sends one lock with every target together', async () => {
    const targets = [web, { kind: 'login', value: 'root' } as PickedTarget];
    const create = vi.fn().mockResolvedValue({});
    expect(await sendLocks(buildLockRequests(targets, 'together', 'x', '30m'), targets, 'together', create)).toEqual({
      created: 1,
      remaining: [],
      error: null,
    });
    expect(create).toHaveBeenCalledWith({ targets: { node: 'n-1', login: 'root' }, message: 'x', ttl: '30m' });
  });
});
