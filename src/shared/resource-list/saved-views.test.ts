// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import type { MemoryScope } from './memory';
import { deleteView, renameView, restoreView, saveView, setDefaultView, viewNameProblem } from './saved-view-edits';
import { MAX_VIEWS, readViews, sameView, viewsOf } from './saved-views';

const scope: MemoryScope = { user: 'alice', clusterId: 'root', kind: 'nodes' };
const other: MemoryScope = { user: 'bob', clusterId: 'root', kind: 'nodes' };

describe('saved views', () => {
  beforeEach(() => localStorage.clear());

  it('saves per user, cluster and list, without the page position; the same name replaces', () => {
    saveView(scope, '  prod web ', { search: 'web', labels: { env: ['prod'] }, cursors: ['k2'], columns: ['hostname'] });
    saveView(scope, 'all', {});
    expect(readViews(scope)).toEqual([
      { name: 'prod web', search: { search: 'web', labels: { env: ['prod'] }, columns: ['hostname'] } },
      { name: 'all', search: {} },
    ]);
    expect(readViews(other)).toEqual([]);
    expect(readViews({ ...scope, kind: 'apps' })).toEqual([]);
    setDefaultView(scope, 'prod web');
    saveView(scope, 'prod web', { search: 'api' });
    expect(readViews(scope)[0]).toEqual({ name: 'prod web', search: { search: 'api' }, isDefault: true });
  });

  it('keeps the views of a scope that names its own storage key there (the Audit Log’s saved queries)', () => {
    const queries = { user: 'alice', clusterId: 'root', kind: 'audit', storageKey: STORAGE_KEYS.auditQueries };
    saveView(queries, 'failures', { range: '7d', outcome: 'failure' });
    saveView(scope, 'web', { search: 'web' });
    expect(readViews(queries)).toEqual([{ name: 'failures', search: { range: '7d', outcome: 'failure' } }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auditQueries) ?? '')).toEqual({
      alice: { root: { audit: [{ name: 'failures', search: { range: '7d', outcome: 'failure' } }] } },
    });
    expect(readViews({ ...queries, storageKey: undefined })).toEqual([]);
    deleteView(queries, 'failures');
    expect(readViews(queries)).toEqual([]);
    expect(readViews(scope).map((v) => v.name)).toEqual(['web']);
  });

  it('one default at most; rename checks the name; delete and Undo put it back in place', () => {
    saveView(scope, 'a', { search: 'a' });
    saveView(scope, 'b', { search: 'b' });
    saveView(scope, 'c', { search: 'c' });
    setDefaultView(scope, 'a');
    setDefaultView(scope, 'b');
    expect(
      readViews(scope)
        .filter((v) => v.isDefault)
        .map((v) => v.name),
    ).toEqual(['b']);
    setDefaultView(scope, null);
    expect(readViews(scope).some((v) => v.isDefault)).toBe(false);
    expect(() => renameView(scope, 'a', 'b')).toThrow('A view named “b” exists already.');
    renameView(scope, 'a', 'first');
    const [, second] = readViews(scope);
    deleteView(scope, 'b');
    expect(readViews(scope).map((v) => v.name)).toEqual(['first', 'c']);
    restoreView(scope, second!, 1);
    expect(readViews(scope).map((v) => v.name)).toEqual(['first', 'b', 'c']);
  });

  it('names: required, capped, unique', () => {
    expect(viewNameProblem(' ', [])).toBe('Give the view a name.');
    expect(viewNameProblem('x'.repeat(61), [])).toBe('A name has at most 60 characters.');
    expect(viewNameProblem('a', [{ name: 'a', search: {} }], 'b')).toBe('A view named “a” exists already.');
    expect(viewNameProblem('a', [{ name: 'a', search: {} }], 'a')).toBeNull();
  });

  it('reads tampered storage without failing: drops malformed views, repeated names and extra defaults', () => {
    const tree = {
      alice: {
        root: {
          nodes: [
            { name: 'ok', search: { search: 'x' }, isDefault: true },
            { name: 'ok', search: {} },
            { name: 42, search: {} },
            { name: 'no search' },
            { name: '<img src=x onerror=alert(1)>', search: { query: 'x' }, isDefault: true },
            'junk',
          ],
        },
      },
    };
    expect(viewsOf(tree, scope)).toEqual([
      { name: 'ok', search: { search: 'x' }, isDefault: true },
      { name: '<img src=x onerror=alert(1)>', search: { query: 'x' } },
    ]);
    localStorage.setItem(STORAGE_KEYS.savedViews, '{not json');
    expect(readViews(scope)).toEqual([]);
    saveView(scope, 'fresh', {});
    expect(readViews(scope)).toHaveLength(1);
  });

  it('keeps at most MAX_VIEWS views', () => {
    for (let i = 0; i < MAX_VIEWS; i++) saveView(scope, `v${i}`, {});
    expect(() => saveView(scope, 'one more', {})).toThrow(`At most ${MAX_VIEWS} views`);
  });

  it('compares views by content, not key order or page position', () => {
    expect(sameView({ a: 1, b: { x: 1 } }, { b: { x: 1 }, a: 1, cursors: ['k'] })).toBe(true);
    expect(sameView({ a: 1 }, { a: 2 })).toBe(false);
  });
});
