// Broadcast input between the panes of the terminal page (pure): which panes may be chosen, where
// a keystroke goes, and whether broadcast is still on after the panes changed. Broadcast is opt-in
// and never stored: the page starts with it off.
import type { ParticipantMode } from './messages';

export interface BroadcastPane {
  id: string;
  title: string;
  mode: ParticipantMode;
  /** The session is live (phase 'active'). */
  active: boolean;
}

/** Why a pane cannot be chosen, or null when it can. */
export function broadcastBlocker(pane: BroadcastPane): string | null {
  if (pane.mode !== 'peer') return 'Observers cannot type';
  if (!pane.active) return 'Not connected';
  return null;
}

/**
 * The panes a keystroke typed in pane `from` goes to: with broadcast on and `from` chosen, every
 * chosen pane that is an active peer (in page order); else `from` alone (when it is a peer).
 */
export function inputTargets(from: string, chosen: ReadonlySet<string>, panes: readonly BroadcastPane[]): string[] {
  const source = panes.find((p) => p.id === from);
  if (!source || source.mode !== 'peer') return [];
  if (chosen.size < 2 || !chosen.has(from)) return [from];
  return panes.filter((p) => chosen.has(p.id) && broadcastBlocker(p) === null).map((p) => p.id);
}

/**
 * The chosen set once the panes changed: closed panes and panes that became read-only leave it;
 * fewer than two left turns broadcast off (the empty set). A pane that is only disconnected stays
 * (it receives nothing until it is back).
 */
export function pruneChosen(chosen: ReadonlySet<string>, panes: readonly BroadcastPane[]): Set<string> {
  const kept = new Set(panes.filter((p) => chosen.has(p.id) && p.mode === 'peer').map((p) => p.id));
  return kept.size >= 2 ? kept : new Set();
}

/** "alice@web-1", "alice@web-1 and root@db-1", "a, b and c". */
export function listTitles(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}
