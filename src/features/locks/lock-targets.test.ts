import { describe, expect, it } from 'vitest';
import {
  addTarget,
  buildLockRequests,
  lockTargetEntries,
  removeTarget,
  targetsProblem,
  targetsText,
  type PickedTarget,
} from './lock-targets';

const eve: PickedTarget = { kind: 'user', value: 'contractor-eve' };
const bob: PickedTarget = { kind: 'user', value: 'bob' };
const debug: PickedTarget = { kind: 'role', value: 'temp-debug' };
const web: PickedTarget = { kind: 'node', value: '9da229b8', label: 'web-01' };

describe('picking targets', () => {
  it('adds a target once, keeps values exact and drops empty ones', () => {
    let list = addTarget([], eve);
    list = addTarget(list, { ...eve, label: 'again' });
    list = addTarget(list, { kind: 'role', value: 'contractor-eve' });
    list = addTarget(list, { kind: 'user', value: 'Contractor-Eve' });
    list = addTarget(list, { kind: 'login', value: '' });
    expect(list.map((t) => `${t.kind}:${t.value}`)).toEqual(['user:contractor-eve', 'role:contractor-eve', 'user:Contractor-Eve']);
  });

  it('removes exactly the target asked for', () => {
    expect(removeTarget([eve, debug, bob], { kind: 'user', value: 'bob' })).toEqual([eve, debug]);
  });
});

describe('targetsProblem', () => {
  it('asks for at least one target', () => {
    expect(targetsProblem([], 'separate')).toBe('Add at least one target to lock.');
    expect(targetsProblem([], 'together')).toBe('Add at least one target to lock.');
  });

  it('allows several of a kind as separate locks, but only one of each kind together', () => {
    expect(targetsProblem([eve, bob, debug], 'separate')).toBeNull();
    expect(targetsProblem([eve, debug, web], 'together')).toBeNull();
    expect(targetsProblem([eve, debug, bob], 'together')).toBe(
      'One lock matching all targets takes one target of each kind, and 2 users are picked. Remove all but one user, or create one lock per target.',
    );
  });
});

describe('buildLockRequests', () => {
  it('makes one lock per target, each with the message (trimmed) and the TTL', () => {
    expect(buildLockRequests([eve, web], 'separate', '  Offboarding  ', '2h')).toEqual([
      { targets: { user: 'contractor-eve' }, message: 'Offboarding', ttl: '2h' },
      { targets: { node: '9da229b8' }, message: 'Offboarding', ttl: '2h' },
    ]);
  });

  it('makes one lock carrying every target when they go together; an empty TTL means never', () => {
    expect(buildLockRequests([web, { kind: 'login', value: 'root' }], 'together', '', '')).toEqual([
      { targets: { node: '9da229b8', login: 'root' }, message: '', ttl: '' },
    ]);
  });

  it('makes nothing of no targets', () => {
    expect(buildLockRequests([], 'together', 'x', '')).toEqual([]);
    expect(buildLockRequests([], 'separate', 'x', '')).toEqual([]);
  });
});

describe("a listed lock's targets", () => {
  it('are listed in the known order, then unknown keys; empty and non-text values are left out', () => {
    expect(lockTargetEntries({ login: 'Administrator', windows_desktop: 'win-sql01', user: '', future_kind: 'x', role: 7 })).toEqual([
      { kind: 'windows_desktop', value: 'win-sql01' },
      { kind: 'login', value: 'Administrator' },
      { kind: 'future_kind', value: 'x' },
    ]);
    expect(targetsText({ user: 'eve', role: 'r' })).toBe('user: eve, role: r');
  });

  it('are none for an answer that is not an object', () => {
    expect(lockTargetEntries(null)).toEqual([]);
    expect(lockTargetEntries(['user'])).toEqual([]);
    expect(lockTargetEntries('user')).toEqual([]);
  });
});
