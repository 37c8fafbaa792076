// The terminal page's workspace, kept in this browser so a reload or a new sign-in can offer the
// panes back: the layout, the splitter positions and the node panes (server, login, host name to
// show). Joined sessions are not kept. Stored per user and cluster under
// STORAGE_KEYS.terminalWorkspace; anything that does not read as a workspace is ignored.
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson, writeJson } from '@/shared/storage/local-store';
import { clampSplit, fitSizes, MAX_PANES, PANE_LAYOUTS, type PaneLayout } from './pane-layout';

export interface StoredPane {
  serverId: string;
  login: string;
  /** The host name shown in the offer (the server id when unknown). */
  host: string;
}

export interface Workspace {
  layout: PaneLayout;
  sizes: number[];
  split: { col: number; row: number };
  panes: StoredPane[];
}

const MAX_TEXT = 255;
const text = (v: unknown): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= MAX_TEXT && !/[\u0000-\u001f]/.test(v) ? v : null;

/** A stored workspace as read back, or null when it is not one. */
export function parseWorkspace(value: unknown): Workspace | null {
  if (!isRecord(value) || !Array.isArray(value.panes)) return null;
  const layout = PANE_LAYOUTS.find((l) => l === value.layout) ?? 'columns';
  const panes: StoredPane[] = [];
  for (const p of value.panes.slice(0, MAX_PANES)) {
    if (!isRecord(p)) continue;
    const serverId = text(p.serverId);
    const login = text(p.login);
    if (!serverId || !login) continue;
    panes.push({ serverId, login, host: text(p.host) ?? serverId });
  }
  const sizes = Array.isArray(value.sizes) && value.sizes.every((s) => typeof s === 'number') ? (value.sizes as number[]) : undefined;
  const split = isRecord(value.split) ? value.split : {};
  return {
    layout,
    sizes: fitSizes(sizes, Math.max(sizes?.length ?? 1, 1)),
    split: { col: clampSplit(split.col), row: clampSplit(split.row) },
    panes,
  };
}

export function readWorkspace(user: string, clusterId: string, storage: Storage = localStorage): Workspace | null {
  const tree = readJson(STORAGE_KEYS.terminalWorkspace, storage);
  const perUser = isRecord(tree) ? tree[user] : null;
  return parseWorkspace(isRecord(perUser) ? perUser[clusterId] : null);
}

/** Writes (or with null removes) the workspace of one user and cluster, keeping the others. */
export function writeWorkspace(user: string, clusterId: string, workspace: Workspace | null, storage: Storage = localStorage): void {
  const raw = readJson(STORAGE_KEYS.terminalWorkspace, storage);
  const tree: Record<string, unknown> = isRecord(raw) ? { ...raw } : {};
  const perUser: Record<string, unknown> = isRecord(tree[user]) ? { ...(tree[user] as Record<string, unknown>) } : {};
  if (workspace) perUser[clusterId] = workspace;
  else delete perUser[clusterId];
  tree[user] = perUser;
  writeJson(STORAGE_KEYS.terminalWorkspace, tree, storage);
}

/**
 * The stored panes the page would add to the one its route opened: all of them, less one that is
 * the route's own node session. Empty: nothing to offer.
 */
export function panesToOffer(stored: Workspace | null, route: { serverId: string; login: string } | null): StoredPane[] {
  if (!stored) return [];
  const rest = [...stored.panes];
  const own = route ? rest.findIndex((p) => p.serverId === route.serverId && p.login === route.login) : -1;
  if (own >= 0) rest.splice(own, 1);
  return rest.slice(0, MAX_PANES - 1);
}

/** "web-1 (alice), db-1 (root) — grid". */
export function describeOffer(panes: readonly StoredPane[], layout: PaneLayout): string {
  return `${panes.map((p) => `${p.host} (${p.login})`).join(', ')} — ${layout}`;
}
