import { describe, expect, it, vi } from 'vitest';
import { importOnce } from './import-once';

describe('importOnce', () => {
  it('imports once, gives the module to later calls and to loaded() once it is there', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'chunk' }));
    const chunk = importOnce(importer);
    expect(chunk.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(chunk.loaded()).toBe(a);
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import again on the next call', async () => {
    const importer = vi.fn<() => Promise<{ n: number }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ n: 2 });
    const chunk = importOnce(importer);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    expect(await chunk.load()).toEqual({ n: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
