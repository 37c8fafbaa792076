// Pinned and recently used resources, per user, cluster and kind, in this browser's storage.
// The contract's UserPreferences (this era's backend) has no field for pins, so they are kept
// locally; the stored shape is checked on every read (storage is user-editable).
import { isRecord, readJson, writeJson } from '@/shared/storage/local-store';
import { STORAGE_KEYS } from '@/auth/storage-keys';

export type ResourceKind = 'nodes' | 'apps' | 'kubernetes' | 'databases' | 'desktops';

export interface PinnedResource {
  id: string;
  name: string;
}

export interface RecentResource {
  id: string;
  name: string;
  /** What was used (a login, a role, a database user). */
  detail?: string;
  /** An in-app path that reopens it (a console or launch route), opened in a new tab. */
  href?: string;
  /** When, ms since the epoch. */
  at: number;
}

export const MAX_PINS = 50;
export const MAX_RECENT = 8;

export interface MemoryScope {
  user: string;
  clusterId: string;
  kind: ResourceKind;
}

/** A list's place in a stored tree: a user's, in a cluster, under a kind (any name). */
export interface ListScope {
  user: string;
  clusterId: string;
  kind: string;
}

type Tree = Record<string, Record<string, Record<string, unknown>>>;

/** The list stored for a scope in a tree of `{ [user]: { [cluster]: { [kind]: list } } }`. */
export function listOf(tree: unknown, scope: ListScope): unknown[] {
  if (!isRecord(tree)) return [];
  const user = tree[scope.user];
  if (!isRecord(user)) return [];
  const cluster = user[scope.clusterId];
  if (!isRecord(cluster)) return [];
  const list = cluster[scope.kind];
  return Array.isArray(list) ? list : [];
}

/** Writes a scope's list into the tree stored at `key`, leaving the other scopes as they are. */
export function writeList(key: string, scope: ListScope, list: unknown[], storage?: Storage): void {
  const raw = readJson(key, storage);
  const tree: Tree = isRecord(raw) ? (raw as Tree) : {};
  const user = isRecord(tree[scope.user]) ? tree[scope.user]! : {};
  const cluster = isRecord(user[scope.clusterId]) ? (user[scope.clusterId] as Record<string, unknown>) : {};
  cluster[scope.kind] = list;
  user[scope.clusterId] = cluster;
  tree[scope.user] = user as Tree[string];
  writeJson(key, tree, storage);
}

const str = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= 1000;

/** The pins of a scope in a stored tree (as parsed JSON). */
export function pinsOf(tree: unknown, scope: MemoryScope): PinnedResource[] {
  return listOf(tree, scope)
    .filter(isRecord)
    .filter((p) => str(p.id) && typeof p.name === 'string')
    .map((p) => ({ id: p.id as string, name: String(p.name) }))
    .slice(0, MAX_PINS);
}

export function readPins(scope: MemoryScope, storage?: Storage): PinnedResource[] {
  return pinsOf(readJson(STORAGE_KEYS.pinnedResources, storage), scope);
}

/** Pins or unpins; returns the new list (newest pin first). */
export function togglePin(scope: MemoryScope, resource: PinnedResource, storage?: Storage): PinnedResource[] {
  const pins = readPins(scope, storage);
  const next = pins.some((p) => p.id === resource.id)
    ? pins.filter((p) => p.id !== resource.id)
    : [{ id: resource.id, name: resource.name }, ...pins].slice(0, MAX_PINS);
  writeList(STORAGE_KEYS.pinnedResources, scope, next, storage);
  return next;
}

/** Only in-app paths (a single leading slash) are kept as reopen links. */
const inAppPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !v.includes('\\');

/** The recently used resources of a scope in a stored tree (as parsed JSON). */
export function recentOf(tree: unknown, scope: MemoryScope): RecentResource[] {
  return listOf(tree, scope)
    .filter(isRecord)
    .filter((r) => str(r.id) && typeof r.name === 'string' && typeof r.at === 'number')
    .map((r) => {
      const entry: RecentResource = { id: r.id as string, name: String(r.name), at: r.at as number };
      if (typeof r.detail === 'string' && r.detail) entry.detail = r.detail;
      if (inAppPath(r.href)) entry.href = r.href;
      return entry;
    })
    .slice(0, MAX_RECENT);
}

export function readRecent(scope: MemoryScope, storage?: Storage): RecentResource[] {
  return recentOf(readJson(STORAGE_KEYS.recentResources, storage), scope);
}

/** Records a use; the same resource with the same detail moves to the front. */
export function recordRecent(scope: MemoryScope, use: Omit<RecentResource, 'at'>, now = Date.now(), storage?: Storage): RecentResource[] {
  const same = (r: RecentResource) => r.id === use.id && (r.detail ?? '') === (use.detail ?? '');
  const entry: RecentResource = { ...use, at: now };
  if (entry.href && !inAppPath(entry.href)) delete entry.href;
  const next = [entry, ...readRecent(scope, storage).filter((r) => !same(r))].slice(0, MAX_RECENT);
  writeList(STORAGE_KEYS.recentResources, scope, next, storage);
  return next;
}
