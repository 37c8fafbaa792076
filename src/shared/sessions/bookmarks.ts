// Bookmarks of a recording: a moment (ms from the start) with a note, kept in this browser per
// cluster and session id (this era's backend has nowhere to keep them). Both players list and mark
// them; the asciicast export writes them as markers. Storage is user-editable, so what is read is
// checked: malformed entries are dropped, notes are cut to MAX_NOTE characters, the list is sorted
// by time and held to MAX_BOOKMARKS.
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson, writeJson } from '@/shared/storage/local-store';
import { notifyStored } from '@/shared/storage/use-stored';

export interface Bookmark {
  id: string;
  /** Milliseconds from the start of the recording. */
  ms: number;
  note: string;
}

export const MAX_BOOKMARKS = 200;
export const MAX_NOTE = 500;
const MAX_RECORDINGS = 500;

/** The bookmarks of one recording in a stored tree (as parsed JSON), checked and sorted. */
export function bookmarksOf(tree: unknown, clusterId: string, sid: string): Bookmark[] {
  const cluster = isRecord(tree) ? tree[clusterId] : undefined;
  const list = isRecord(cluster) ? cluster[sid] : undefined;
  if (!Array.isArray(list)) return [];
  const out: Bookmark[] = [];
  const ids = new Set<string>();
  for (const raw of list) {
    if (!isRecord(raw) || typeof raw.id !== 'string' || raw.id === '' || ids.has(raw.id)) continue;
    if (typeof raw.ms !== 'number' || !Number.isFinite(raw.ms) || raw.ms < 0) continue;
    const note = typeof raw.note === 'string' ? raw.note.slice(0, MAX_NOTE) : '';
    ids.add(raw.id);
    out.push({ id: raw.id.slice(0, 64), ms: Math.round(raw.ms), note });
    if (out.length >= MAX_BOOKMARKS) break;
  }
  return out.sort((a, b) => a.ms - b.ms || a.id.localeCompare(b.id));
}

/** This browser's bookmarks of one recording. */
export function readBookmarks(clusterId: string, sid: string): Bookmark[] {
  return bookmarksOf(readJson(STORAGE_KEYS.recordingBookmarks), clusterId, sid);
}

/**
 * Replaces the bookmarks of one recording (an empty list removes its entry). Other recordings'
 * entries are kept as stored, but at most MAX_RECORDINGS of them per cluster (the oldest go first).
 */
export function writeBookmarks(clusterId: string, sid: string, bookmarks: readonly Bookmark[]): void {
  const tree = readJson(STORAGE_KEYS.recordingBookmarks);
  const next: Record<string, unknown> = isRecord(tree) ? { ...tree } : {};
  const cluster: Record<string, unknown> = isRecord(next[clusterId]) ? { ...(next[clusterId] as Record<string, unknown>) } : {};
  delete cluster[sid];
  const kept = bookmarksOf({ c: { s: bookmarks } }, 'c', 's');
  if (kept.length) cluster[sid] = kept;
  const sids = Object.keys(cluster);
  for (const old of sids.slice(0, Math.max(0, sids.length - MAX_RECORDINGS))) delete cluster[old];
  next[clusterId] = cluster;
  writeJson(STORAGE_KEYS.recordingBookmarks, next);
  notifyStored();
}

/** A new bookmark's id: unique enough within one recording. */
export function newBookmarkId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
