// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isKeptOnLogout } from '@/auth/storage-keys';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { MAX_RECENT, readPins, readRecent, recordRecent, togglePin, type MemoryScope } from './memory';

const scope: MemoryScope = { user: 'alice', clusterId: 'teleport.example.com', kind: 'nodes' };

describe('pins', () => {
  it('toggles, newest first, per user, cluster and kind', () => {
    togglePin(scope, { id: 'a', name: 'alpha' });
    togglePin(scope, { id: 'b', name: 'beta' });
    expect(readPins(scope)).toEqual([
      { id: 'b', name: 'beta' },
      { id: 'a', name: 'alpha' },
    ]);
    expect(readPins({ ...scope, kind: 'apps' })).toEqual([]);
    expect(readPins({ ...scope, user: 'bob' })).toEqual([]);
    expect(readPins({ ...scope, clusterId: 'leaf' })).toEqual([]);
    togglePin(scope, { id: 'a', name: 'alpha' });
    expect(readPins(scope)).toEqual([{ id: 'b', name: 'beta' }]);
  });

  it('reads a corrupt or hand-edited store as nothing', () => {
    localStorage.setItem(STORAGE_KEYS.pinnedResources, '{broken');
    expect(readPins(scope)).toEqual([]);
    localStorage.setItem(
      STORAGE_KEYS.pinnedResources,
      JSON.stringify({ alice: { 'teleport.example.com': { nodes: [{ id: 5 }, 'x', { id: 'ok', name: 'fine' }] } } }),
    );
    expect(readPins(scope)).toEqual([{ id: 'ok', name: 'fine' }]);
    // Writing over a corrupt store starts it afresh.
    localStorage.setItem(STORAGE_KEYS.pinnedResources, '[1,2]');
    togglePin(scope, { id: 'c', name: 'c' });
    expect(readPins(scope)).toEqual([{ id: 'c', name: 'c' }]);
  });

  it('pins survive a logout (they are preferences); the recently-used list does not', () => {
    expect(isKeptOnLogout(STORAGE_KEYS.pinnedResources)).toBe(true);
    expect(isKeptOnLogout(STORAGE_KEYS.recentResources)).toBe(false);
  });
});

describe('recently used', () => {
  it('moves a repeated use to the front and keeps the last few', () => {
    for (let i = 0; i < MAX_RECENT + 3; i++) recordRecent(scope, { id: `n${i}`, name: `node ${i}`, detail: 'root' }, 1000 + i);
    recordRecent(scope, { id: 'n5', name: 'node 5', detail: 'root' }, 5000);
    const recent = readRecent(scope);
    expect(recent).toHaveLength(MAX_RECENT);
    expect(recent[0]).toEqual({ id: 'n5', name: 'node 5', detail: 'root', at: 5000 });
    expect(recent.filter((r) => r.id === 'n5')).toHaveLength(1);
  });

  it('keeps the same resource with another detail as another entry', () => {
    recordRecent(scope, { id: 'n', name: 'n', detail: 'root' }, 1);
    recordRecent(scope, { id: 'n', name: 'n', detail: 'ubuntu' }, 2);
    expect(readRecent(scope).map((r) => r.detail)).toEqual(['ubuntu', 'root']);
  });

  it('keeps only in-app reopen links', () => {
    recordRecent(scope, { id: 'a', name: 'a', href: '/cluster/c/console/node/a/root' }, 1);
    recordRecent(scope, { id: 'b', name: 'b', href: 'https://evil.example.com/' }, 2);
    recordRecent(scope, { id: 'c', name: 'c', href: '//evil.example.com/' }, 3);
    const byId = Object.fromEntries(readRecent(scope).map((r) => [r.id, r.href]));
    expect(byId).toEqual({ a: '/cluster/c/console/node/a/root', b: undefined, c: undefined });
  });
});
