// Pins and the recently-used list of one page, kept in step with storage (this tab's own writes
// and other tabs' storage events).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readString } from '@/shared/storage/local-store';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { pinsOf, recentOf, recordRecent, togglePin, type MemoryScope, type PinnedResource, type RecentResource } from './memory';

const listeners = new Set<() => void>();
const WATCHED: readonly string[] = [STORAGE_KEYS.pinnedResources, STORAGE_KEYS.recentResources];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || WATCHED.includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const notify = () => listeners.forEach((l) => l());

function parse(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export interface ResourceMemory {
  pins: PinnedResource[];
  recent: RecentResource[];
  isPinned: (id: string) => boolean;
  togglePin: (resource: PinnedResource) => void;
  recordUse: (use: Omit<RecentResource, 'at'>) => void;
}

export function useResourceMemory(scope: MemoryScope): ResourceMemory {
  const pinsRaw = useSyncExternalStore(subscribe, () => readString(STORAGE_KEYS.pinnedResources) ?? '');
  const recentRaw = useSyncExternalStore(subscribe, () => readString(STORAGE_KEYS.recentResources) ?? '');
  const { user, clusterId, kind } = scope;
  const pins = useMemo(() => pinsOf(parse(pinsRaw), { user, clusterId, kind }), [pinsRaw, user, clusterId, kind]);
  const recent = useMemo(() => recentOf(parse(recentRaw), { user, clusterId, kind }), [recentRaw, user, clusterId, kind]);
  const pinnedIds = useMemo(() => new Set(pins.map((p) => p.id)), [pins]);

  const toggle = useCallback(
    (resource: PinnedResource) => {
      togglePin({ user, clusterId, kind }, resource);
      notify();
    },
    [user, clusterId, kind],
  );
  const recordUse = useCallback(
    (use: Omit<RecentResource, 'at'>) => {
      recordRecent({ user, clusterId, kind }, use);
      notify();
    },
    [user, clusterId, kind],
  );
  const isPinned = useCallback((id: string) => pinnedIds.has(id), [pinnedIds]);

  return useMemo(() => ({ pins, recent, isPinned, togglePin: toggle, recordUse }), [pins, recent, isPinned, toggle, recordUse]);
}
