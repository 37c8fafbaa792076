// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { bookmarksOf, MAX_NOTE, readBookmarks, writeBookmarks } from './bookmarks';

describe('recording bookmarks', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each recording apart and sorted by time', () => {
    writeBookmarks('c1', 's1', [
      { id: 'b', ms: 9000, note: 'later' },
      { id: 'a', ms: 1000, note: 'first' },
    ]);
    writeBookmarks('c1', 's2', [{ id: 'x', ms: 5, note: '' }]);
    expect(readBookmarks('c1', 's1').map((b) => b.note)).toEqual(['first', 'later']);
    expect(readBookmarks('c1', 's2')).toEqual([{ id: 'x', ms: 5, note: '' }]);
    expect(readBookmarks('c2', 's1')).toEqual([]);
    writeBookmarks('c1', 's1', []);
    expect(readBookmarks('c1', 's1')).toEqual([]);
    expect(readBookmarks('c1', 's2')).toHaveLength(1);
  });

  it('drops what a tampered store holds that is not a bookmark', () => {
    const tree = {
      c: {
        s: [
          { id: 'ok', ms: 10, note: 'n'.repeat(MAX_NOTE + 5) },
          { id: 'ok', ms: 20, note: 'repeated id' },
          { id: 'neg', ms: -1, note: '' },
          { id: 'nan', ms: 'soon', note: '' },
          null,
          '<img src=x>',
        ],
      },
    };
    const list = bookmarksOf(tree, 'c', 's');
    expect(list).toHaveLength(1);
    expect(list[0]!.note).toHaveLength(MAX_NOTE);
    localStorage.setItem(STORAGE_KEYS.recordingBookmarks, '{not json');
    expect(readBookmarks('c', 's')).toEqual([]);
  });
});
