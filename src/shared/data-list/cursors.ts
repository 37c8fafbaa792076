// The cursor stack of a paged list. The listing endpoints page with an opaque `startKey`: each
// answer carries the startKey of the next page ('' on the last one). The stack holds the
// startKeys that led to the current page: empty on page 1, its last entry is the startKey of
// the current request; Next pushes the answer's startKey, Previous pops one. Kept in the URL by
// useUrlView (so Back and a reload work) or in component state by useCursorStack.
import { useCallback, useMemo, useState } from 'react';

/** Deepest accepted stack, and longest accepted startKey (longer ones come from a hostile URL). */
export const MAX_CURSORS = 1000;
export const MAX_CURSOR_LENGTH = 4096;

/** Page 1 has no startKey; page n sends the (n-1)th one. */
export function startKeyOf(stack: readonly string[]): string | undefined {
  return stack.length ? stack[stack.length - 1] : undefined;
}

/** The startKey of the page after this answer, or undefined on the last page ('' or missing). */
export function nextStartKey(answer: { startKey?: unknown } | null | undefined): string | undefined {
  const key = answer?.startKey;
  return typeof key === 'string' && key ? key : undefined;
}

/** The request parameters of one page: page 1 sends no startKey at all. */
export function withStartKey<P extends object>(params: P, startKey: string | undefined): P & { startKey?: string } {
  return startKey ? { ...params, startKey } : params;
}

/** 1-based page number. */
export function pageOf(stack: readonly string[]): number {
  return stack.length + 1;
}

/** Next page: an empty startKey (the last page), an over-long one or a full stack change nothing. */
export function pushCursor(stack: readonly string[], startKey: string): readonly string[] {
  if (!startKey || startKey.length > MAX_CURSOR_LENGTH || stack.length >= MAX_CURSORS) return stack;
  return [...stack, startKey];
}

export function popCursor(stack: readonly string[]): readonly string[] {
  return stack.length ? stack.slice(0, -1) : stack;
}

/** Keeps the usable entries of an untrusted stack: non-empty strings of sane length, capped. */
export function cleanCursors(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((c): c is string => typeof c === 'string' && c !== '' && c.length <= MAX_CURSOR_LENGTH).slice(0, MAX_CURSORS);
}

export interface CursorControls {
  cursors: readonly string[];
  page: number;
  startKey: string | undefined;
  next: (startKey: string) => void;
  previous: () => void;
  first: () => void;
}

/** A cursor stack in component state, for paged lists whose page is not part of the URL. */
export function useCursorStack(): CursorControls {
  const [cursors, setCursors] = useState<readonly string[]>([]);
  const next = useCallback((key: string) => setCursors((s) => pushCursor(s, key)), []);
  const previous = useCallback(() => setCursors(popCursor), []);
  const first = useCallback(() => setCursors([]), []);
  return useMemo(
    () => ({ cursors, page: pageOf(cursors), startKey: startKeyOf(cursors), next, previous, first }),
    [cursors, next, previous, first],
  );
}
