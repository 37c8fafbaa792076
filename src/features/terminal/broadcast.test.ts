import { describe, expect, it } from 'vitest';
import { broadcastBlocker, inputTargets, listTitles, pruneChosen, type BroadcastPane } from './broadcast';

const panes: BroadcastPane[] = [
  { id: 'p1', title: 'root@db-1', mode: 'observer', active: true },
  { id: 'p2', title: 'alice@web-1', mode: 'peer', active: true },
  { id: 'p3', title: 'root@db-1', mode: 'peer', active: true },
  { id: 'p4', title: 'ubuntu@web-2', mode: 'peer', active: false },
];

describe('broadcast input', () => {
  it('goes to exactly the chosen active peers when typed in a chosen pane', () => {
    const chosen = new Set(['p2', 'p3', 'p4']);
    expect(inputTargets('p2', chosen, panes)).toEqual(['p2', 'p3']);
    expect(inputTargets('p3', chosen, panes)).toEqual(['p2', 'p3']);
  });

  it('never reaches an observer, even one forced into the set', () => {
    const chosen = new Set(['p1', 'p2', 'p3']);
    expect(inputTargets('p2', chosen, panes)).not.toContain('p1');
    expect(inputTargets('p1', chosen, panes)).toEqual([]);
  });

  it('stays in its own pane when typed outside the set or with broadcast off', () => {
    expect(inputTargets('p4', new Set(['p2', 'p3']), panes)).toEqual(['p4']);
    expect(inputTargets('p2', new Set(), panes)).toEqual(['p2']);
    expect(inputTargets('p2', new Set(['p2']), panes)).toEqual(['p2']);
    expect(inputTargets('gone', new Set(['p2', 'p3']), panes)).toEqual([]);
  });

  it('says why a pane cannot be chosen', () => {
    expect(panes.map(broadcastBlocker)).toEqual(['Observers cannot type', null, null, 'Not connected']);
    expect(broadcastBlocker({ id: 'm', title: 'm', mode: 'moderator', active: true })).toBe('Observers cannot type');
  });

  it('turns off when fewer than two chosen panes remain', () => {
    expect([...pruneChosen(new Set(['p2', 'p3', 'p4']), panes)]).toEqual(['p2', 'p3', 'p4']);
    expect(
      pruneChosen(
        new Set(['p2', 'p3']),
        panes.filter((p) => p.id !== 'p3'),
      ).size,
    ).toBe(0);
    expect(pruneChosen(new Set(['p1', 'p2']), panes).size).toBe(0);
  });

  it('names the panes in a sentence', () => {
    expect(listTitles(['a'])).toBe('a');
    expect(listTitles(['a', 'b'])).toBe('a and b');
    expect(listTitles(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
