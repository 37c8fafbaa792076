// A stored value that components read, kept in step with this tab's writes (after notifyStored)
// and other tabs' (storage events). The raw string is the snapshot, so a write that leaves a key as
// it was re-renders nothing.
import { useSyncExternalStore } from 'react';
import { readString } from './local-store';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The raw stored value of `key` ('' when there is none). */
export function useStoredRaw(key: string): string {
  return useSyncExternalStore(
    subscribe,
    () => readString(key) ?? '',
    () => '',
  );
}

/** Tells this tab's readers that storage was written. */
export function notifyStored(): void {
  listeners.forEach((l) => l());
}

/** A raw stored value as JSON (null when empty or corrupt). */
export function parseStored(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}
