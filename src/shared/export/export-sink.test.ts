// @vitest-environment jsdom
// Where an export goes: the save picker's writable stream when the browser has one (each chunk
// written as it comes), nothing when the user closes the picker, else one download of the Blobs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExportSink } from './export-sink';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
});

describe('the export sink', () => {
  it('writes each chunk to the picked file as it comes', async () => {
    const written: string[] = [];
    const writable = {
      write: vi.fn(async (c: string) => void written.push(c)),
      close: vi.fn(async () => undefined),
      abort: vi.fn(async () => undefined),
    };
    const picker = vi.fn(async () => ({ createWritable: async () => writable }));
    (window as unknown as { showSaveFilePicker: unknown }).showSaveFilePicker = picker;
    const sink = await openExportSink('audit.csv', 'csv');
    expect(sink?.kind).toBe('file');
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: 'audit.csv' }));
    await sink!.write('a\r\n');
    expect(written).toEqual(['a\r\n']);
    await sink!.write('b\r\n');
    await sink!.close();
    expect(written).toEqual(['a\r\n', 'b\r\n']);
    expect(writable.close).toHaveBeenCalled();
  });

  it('is nothing when the user closes the save dialog', async () => {
    (window as unknown as { showSaveFilePicker: unknown }).showSaveFilePicker = async () => {
      throw new DOMException('closed', 'AbortError');
    };
    expect(await openExportSink('audit.json', 'json')).toBeNull();
  });

  it('without the picker, saves one download of all the parts at the end', async () => {
    let blob: Blob | null = null;
    const create = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('audit.json');
      expect(this.href).toBe('blob:test');
    });
    const sink = await openExportSink('audit.json', 'json');
    expect(sink?.kind).toBe('download');
    await sink!.write('[');
    await sink!.write('{"a":1}');
    expect(create).not.toHaveBeenCalled();
    await sink!.write(']');
    await sink!.close();
    expect(click).toHaveBeenCalledTimes(1);
    expect(await blob!.text()).toBe('[{"a":1}]');
  });
});
