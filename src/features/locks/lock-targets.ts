// What a lock targets, and the requests that lock the targets a user picked.
//
// A lock's `targets` object (snake_case keys) matches an interaction only when every target it
// sets matches, so one lock on {node, login} locks that login on that server only. Two ways to
// lock several picked targets therefore differ in meaning, and the form asks which:
// - 'separate': one lock per target (each target is locked on its own), as the reference
//   console does when it creates several locks;
// - 'together': one lock carrying every target, which takes at most one of each kind.
import type { CreateLockRequest, Lock, LockTargets } from '@/api/gen/model';

export type LockTargetKind = keyof LockTargets & string;

/** Every kind a lock may carry, in the order they are shown; label = how the form names it. */
export const TARGET_KINDS: readonly { kind: LockTargetKind; label: string; plural: string }[] = [
  { kind: 'user', label: 'User', plural: 'users' },
  { kind: 'role', label: 'Role', plural: 'roles' },
  { kind: 'node', label: 'Server', plural: 'servers' },
  { kind: 'windows_desktop', label: 'Desktop', plural: 'desktops' },
  { kind: 'mfa_device', label: 'MFA device', plural: 'MFA devices' },
  { kind: 'login', label: 'Login', plural: 'logins' },
  { kind: 'access_request', label: 'Access request', plural: 'access requests' },
  { kind: 'device', label: 'Trusted device', plural: 'trusted devices' },
  { kind: 'server_id', label: 'Server ID', plural: 'server IDs' },
];

const KNOWN = new Set<string>(TARGET_KINDS.map((k) => k.kind));

export const kindInfo = (kind: LockTargetKind) => TARGET_KINDS.find((k) => k.kind === kind) ?? TARGET_KINDS[0]!;

/** A target picked in the form; `label` is a friendlier name (a server's hostname) when there is one. */
export interface PickedTarget {
  kind: LockTargetKind;
  value: string;
  label?: string;
}

export type LockMode = 'separate' | 'together';

export const sameTarget = (a: PickedTarget, b: PickedTarget) => a.kind === b.kind && a.value === b.value;

/** Adds a target unless it is there already (a value is kept as given: names are exact). */
export function addTarget(list: readonly PickedTarget[], target: PickedTarget): PickedTarget[] {
  if (target.value === '' || list.some((t) => sameTarget(t, target))) return [...list];
  return [...list, target];
}

export function removeTarget(list: readonly PickedTarget[], target: PickedTarget): PickedTarget[] {
  return list.filter((t) => !sameTarget(t, target));
}

/**
 * The targets of a listed lock as `kind: value` pairs, in the order of TARGET_KINDS, then any
 * key this console does not know (a newer server's), so nothing the server set is hidden.
 */
export function lockTargetEntries(targets: unknown): { kind: string; value: string }[] {
  if (!targets || typeof targets !== 'object' || Array.isArray(targets)) return [];
  const record = targets as Record<string, unknown>;
  const entries: { kind: string; value: string }[] = [];
  for (const { kind } of TARGET_KINDS) {
    const value = record[kind];
    if (typeof value === 'string' && value !== '') entries.push({ kind, value });
  }
  for (const [kind, value] of Object.entries(record)) {
    if (!KNOWN.has(kind) && typeof value === 'string' && value !== '') entries.push({ kind, value });
  }
  return entries;
}

/** `user: alice, role: auditor`: how a lock's targets are named in text (the delete question). */
export const targetsText = (targets: unknown) =>
  lockTargetEntries(targets)
    .map((t) => `${t.kind}: ${t.value}`)
    .join(', ');

/** The form's problem with the picked targets, or null. */
export function targetsProblem(targets: readonly PickedTarget[], mode: LockMode): string | null {
  if (targets.length === 0) return 'Add at least one target to lock.';
  if (mode === 'together') {
    for (const { kind, label, plural } of TARGET_KINDS) {
      const count = targets.filter((t) => t.kind === kind).length;
      if (count > 1)
        return `One lock matching all targets takes one target of each kind, and ${count} ${plural} are picked. Remove all but one ${label.toLowerCase()}, or create one lock per target.`;
    }
  }
  return null;
}

/** The bodies of the PUT calls that lock the picked targets (validate with targetsProblem first). */
export function buildLockRequests(targets: readonly PickedTarget[], mode: LockMode, message: string, ttl: string): CreateLockRequest[] {
  const text = message.trim();
  const body = (t: LockTargets): CreateLockRequest => ({ targets: t, message: text, ttl });
  if (mode === 'together') {
    const merged: LockTargets = {};
    for (const t of targets) merged[t.kind] = t.value;
    return targets.length ? [body(merged)] : [];
  }
  return targets.map((t) => body({ [t.kind]: t.value }));
}

/** Whether a listed lock matches the filter (lower case): a target's kind or value, the message or its creator. */
export function lockMatches(lock: Lock, needle: string): boolean {
  const texts = [lock.message, lock.createdBy, ...lockTargetEntries(lock.targets).flatMap((t) => [t.kind, t.value])];
  return texts.some((t) => typeof t === 'string' && t.toLowerCase().includes(needle));
}
