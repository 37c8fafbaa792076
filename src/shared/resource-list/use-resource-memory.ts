// Pins and the recently-used list of one page, kept in step with storage (this tab's own writes
// and other tabs' storage events: src/shared/storage/use-stored.ts).
import { useCallback, useMemo } from 'react';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { notifyStored as notify, parseStored, useStoredRaw } from '@/shared/storage/use-stored';
import { pinsOf, recentOf, recordRecent, togglePin, type MemoryScope, type PinnedResource, type RecentResource } from './memory';

export interface ResourceMemory {
  pins: PinnedResource[];
  recent: RecentResource[];
  isPinned: (id: string) => boolean;
  togglePin: (resource: PinnedResource) => void;
  recordUse: (use: Omit<RecentResource, 'at'>) => void;
}

export function useResourceMemory(scope: MemoryScope): ResourceMemory {
  const pinsRaw = useStoredRaw(STORAGE_KEYS.pinnedResources);
  const recentRaw = useStoredRaw(STORAGE_KEYS.recentResources);
  const { user, clusterId, kind } = scope;
  const pins = useMemo(() => pinsOf(parseStored(pinsRaw), { user, clusterId, kind }), [pinsRaw, user, clusterId, kind]);
  const recent = useMemo(() => recentOf(parseStored(recentRaw), { user, clusterId, kind }), [recentRaw, user, clusterId, kind]);
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
