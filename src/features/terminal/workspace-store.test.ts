// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, isKeptOnLogout } from '@/auth/storage-keys';
import { describeOffer, panesToOffer, parseWorkspace, readWorkspace, writeWorkspace, type Workspace } from './workspace-store';

const ws: Workspace = {
  layout: 'grid',
  sizes: [0.5, 0.5],
  split: { col: 0.4, row: 0.6 },
  panes: [
    { serverId: 'id-web', login: 'alice', host: 'web-1' },
    { serverId: 'id-db', login: 'root', host: 'db-1' },
  ],
};

describe('the stored terminal workspace', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips per user and cluster, and survives a logout', () => {
    writeWorkspace('alice', 'one', ws);
    writeWorkspace('alice', 'two', { ...ws, layout: 'rows' });
    writeWorkspace('bob', 'one', { ...ws, panes: [] });
    expect(readWorkspace('alice', 'one')).toEqual(ws);
    expect(readWorkspace('alice', 'two')?.layout).toBe('rows');
    expect(readWorkspace('bob', 'one')?.panes).toEqual([]);
    expect(readWorkspace('carol', 'one')).toBeNull();
    writeWorkspace('alice', 'one', null);
    expect(readWorkspace('alice', 'one')).toBeNull();
    expect(readWorkspace('alice', 'two')).not.toBeNull();
    expect(isKeptOnLogout(STORAGE_KEYS.terminalWorkspace)).toBe(true);
  });

  it('ignores tampered storage', () => {
    localStorage.setItem(STORAGE_KEYS.terminalWorkspace, '{broken');
    expect(readWorkspace('alice', 'one')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.terminalWorkspace, JSON.stringify({ alice: { one: 'nope' } }));
    expect(readWorkspace('alice', 'one')).toBeNull();
    const odd = parseWorkspace({
      layout: 'spiral',
      sizes: [1, 'x'],
      split: { col: 7, row: null },
      panes: [
        { serverId: 'a', login: 'b\u0007' },
        { serverId: 'x'.repeat(300), login: 'r' },
        'p',
        { serverId: 's', login: 'l', host: 5 },
        {},
        {},
        {},
      ],
    });
    expect(odd).toEqual({
      layout: 'columns',
      sizes: [1],
      split: { col: 0.8, row: 0.5 },
      panes: [{ serverId: 's', login: 'l', host: 's' }],
    });
    expect(parseWorkspace({ panes: Array(9).fill({ serverId: 's', login: 'l' }) })?.panes).toHaveLength(4);
    // Writing over tampered storage starts afresh.
    localStorage.setItem(STORAGE_KEYS.terminalWorkspace, '[1]');
    writeWorkspace('alice', 'one', ws);
    expect(readWorkspace('alice', 'one')).toEqual(ws);
  });

  it('offers the stored panes beyond the route’s own', () => {
    expect(panesToOffer(ws, { serverId: 'id-web', login: 'alice' })).toEqual([ws.panes[1]]);
    expect(panesToOffer(ws, { serverId: 'id-web', login: 'root' })).toEqual(ws.panes);
    expect(panesToOffer(ws, null)).toEqual(ws.panes);
    expect(panesToOffer(null, null)).toEqual([]);
    expect(describeOffer(ws.panes, 'grid')).toBe('web-1 (alice), db-1 (root) — grid');
  });
});
