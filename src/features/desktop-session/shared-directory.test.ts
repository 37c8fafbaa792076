import { describe, expect, it } from 'vitest';
import { FsAccessDirectory, canShareDirectories } from './fs-access-directory';
import { ERR, handleSharingRequest, isSharingRequest, normalisePath, type SharingRequest } from './shared-directory';
import { MemDirectory } from './test-directory-handle';

type Ask<R = SharingRequest> = R extends SharingRequest ? Omit<R, 'completionId' | 'directoryId'> : never;

function setup() {
  const root = new MemDirectory('project', { 'notes.txt': 'hello desktop', docs: { 'a.md': '# A', deep: {} }, empty: {} });
  const dir = new FsAccessDirectory(root);
  const ask = (req: Ask) => handleSharingRequest(dir, { completionId: 7, directoryId: 1, ...req } as SharingRequest);
  return { root, dir, ask };
}

describe('normalisePath', () => {
  it('accepts both separators and drops empty and dot segments', () => {
    expect(normalisePath('')).toBe('');
    expect(normalisePath('/')).toBe('');
    expect(normalisePath('docs\\a.md')).toBe('docs/a.md');
    expect(normalisePath('./docs//deep/')).toBe('docs/deep');
  });
  it('refuses paths that leave the shared folder', () => {
    expect(() => normalisePath('docs/../../etc/passwd')).toThrow(/leaves the shared folder/);
  });
});

describe('handleSharingRequest over a shared folder', () => {
  it('describes the root, a file and a folder', async () => {
    const { ask } = setup();
    expect(await ask({ type: 13, path: '' })).toMatchObject({
      type: 14,
      completionId: 7,
      errCode: ERR.nil,
      fso: { fileType: 1, isEmpty: false },
    });
    expect(await ask({ type: 13, path: 'notes.txt' })).toMatchObject({
      errCode: ERR.nil,
      fso: { path: 'notes.txt', size: 13, fileType: 0, lastModified: 1_700_000_000_000 },
    });
    expect(await ask({ type: 13, path: 'empty' })).toMatchObject({ fso: { fileType: 1, isEmpty: true } });
    expect(await ask({ type: 13, path: 'nope.txt' })).toMatchObject({ type: 14, errCode: ERR.doesNotExist });
  });

  it('lists a folder with paths relative to the share', async () => {
    const { ask } = setup();
    const res = await ask({ type: 25, path: 'docs' });
    expect(res).toMatchObject({ type: 26, completionId: 7, errCode: ERR.nil });
    expect((res as { fsoList: { path: string; fileType: number }[] }).fsoList.map((f) => [f.path, f.fileType])).toEqual([
      ['docs/a.md', 0],
      ['docs/deep', 1],
    ]);
    expect(await ask({ type: 25, path: 'missing' })).toMatchObject({ errCode: ERR.doesNotExist, fsoList: [] });
  });

  it('reads a range and writes at an offset', async () => {
    const { ask, root } = setup();
    const read = await ask({ type: 19, path: 'notes.txt', offset: 6, length: 100 });
    expect(new TextDecoder().decode((read as { data: Uint8Array }).data)).toBe('desktop');
    const write = await ask({ type: 21, path: 'notes.txt', offset: 6, data: new TextEncoder().encode('DESK') });
    expect(write).toMatchObject({ type: 22, errCode: ERR.nil, bytesWritten: 4 });
    expect(root.text('notes.txt')).toBe('hello DESKtop');
    expect(await ask({ type: 19, path: 'docs', offset: 0, length: 1 })).toMatchObject({ type: 20, errCode: ERR.failed });
  });

  it('creates files and folders, and refuses to create what exists', async () => {
    const { ask, root } = setup();
    expect(await ask({ type: 15, path: 'docs/new.txt', fileType: 0 })).toMatchObject({
      type: 16,
      errCode: ERR.nil,
      fso: { path: 'docs/new.txt', size: 0 },
    });
    expect(root.text('docs/new.txt')).toBe('');
    expect(await ask({ type: 15, path: 'made', fileType: 1 })).toMatchObject({ errCode: ERR.nil, fso: { fileType: 1, isEmpty: true } });
    expect(await ask({ type: 15, path: 'notes.txt', fileType: 0 })).toMatchObject({ errCode: ERR.alreadyExists });
    expect(await ask({ type: 15, path: 'no/such/dir.txt', fileType: 0 })).toMatchObject({ errCode: ERR.doesNotExist });
  });

  it('deletes and moves', async () => {
    const { ask, root } = setup();
    expect(await ask({ type: 17, path: 'docs/a.md' })).toEqual({ type: 18, completionId: 7, errCode: ERR.nil });
    expect(root.text('docs/a.md')).toBeUndefined();
    expect(await ask({ type: 17, path: 'docs/a.md' })).toMatchObject({ errCode: ERR.doesNotExist });
    expect(await ask({ type: 23, originalPath: 'notes.txt', newPath: 'docs/moved.txt' })).toEqual({
      type: 24,
      completionId: 7,
      errCode: ERR.nil,
    });
    expect(root.text('docs/moved.txt')).toBe('hello desktop');
    expect(root.text('notes.txt')).toBeUndefined();
    expect(await ask({ type: 23, originalPath: 'docs/moved.txt', newPath: 'docs/deep' })).toMatchObject({ errCode: ERR.alreadyExists });
  });

  it('never lets a request out of the share, and never throws', async () => {
    const { ask } = setup();
    expect(await ask({ type: 19, path: '../secret', offset: 0, length: 10 })).toMatchObject({ type: 20, errCode: ERR.failed });
    expect(await ask({ type: 17, path: '' })).toMatchObject({ type: 18, errCode: ERR.failed });
  });

  it('knows which messages are its requests, and when the browser can share', () => {
    expect(isSharingRequest({ type: 13 })).toBe(true);
    expect(isSharingRequest({ type: 14 })).toBe(false);
    expect(isSharingRequest({ type: 2 })).toBe(false);
    expect(canShareDirectories({})).toBe(false);
    expect(canShareDirectories({ showDirectoryPicker: () => null })).toBe(true);
  });
});
