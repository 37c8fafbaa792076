// The audit export's part of `npm run bench:activity`: 100,000 events exported as NDJSON and as
// CSV from the Audit Log's Export dialog, in Chromium against the embedded default started with
// MOCK_AUDIT_BULK=100000 (mocks/api/audit-log.mjs: a day of its own, 41 to 40 days ago, holding
// exactly those events). For each format: the time from the Export click to "Export finished"
// (20 pages of 5,000 fetched, validated and written one after another), and the page's JS heap
// growth, read through CDP (`Performance.getMetrics` JSHeapUsedSize after
// `HeapProfiler.collectGarbage`) before the export and after it, plus the peak sampled while it
// runs (`Runtime.getHeapUsage` every 100 ms) against the same baseline. Target: growth under 50 MB.
//
// The file is the File System Access API's writable (Chromium's path), here a stand-in that
// counts the bytes and lines it is given and drops them, as a file on disk would take them.
export const EXPORT_EVENTS = 100_000;
export const HEAP_TARGET_MB = 50;
const DAY = 86_400_000;
const MB = 1024 * 1024;

/** Before the page's scripts: showSaveFilePicker hands out a writable that counts what it gets. */
function countingPicker() {
  window.__exportFile = { bytes: 0, lines: 0, chunks: 0, closed: false, head: '' };
  window.showSaveFilePicker = async () => ({
    createWritable: async () => ({
      write: async (data) => {
        const f = window.__exportFile;
        const text = typeof data === 'string' ? data : '';
        f.bytes += typeof data === 'string' ? new Blob([data]).size : data.byteLength;
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) f.lines++;
        if (f.head.length < 300) f.head += text.slice(0, 300);
        f.chunks++;
      },
      close: async () => void (window.__exportFile.closed = true),
      abort: async () => undefined,
    }),
  });
}

/**
 * @param {{ page: import('playwright-core').Page, origin: string }} o  a signed-in page
 * @returns {Promise<{ name: string, value: number, unit: string, target: string, ok?: boolean }[]>}
 */
export async function benchAuditExport({ page, origin }) {
  await page.addInitScript(countingPicker);
  const from = new Date(Date.now() - 41 * DAY - 3600_000).toISOString();
  const to = new Date(Date.now() - 40 * DAY + 3600_000).toISOString();
  await page.goto(`${origin}/web/cluster/teleport.example.com/audit?from=${from}&to=${to}`);
  await page.locator('[data-testid="virtual-scroll"] tr[data-code]').first().waitFor({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapUsed = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  };

  const figures = [];
  for (const format of /** @type {const} */ (['ndjson', 'csv'])) {
    await page.evaluate(() => Object.assign(window.__exportFile, { bytes: 0, lines: 0, chunks: 0, closed: false, head: '' }));
    await page.getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export events' });
    await dialog.getByText(format === 'csv' ? 'CSV' : 'NDJSON', { exact: true }).click();
    const before = await heapUsed();
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        peak = Math.max(peak, usedSize);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.getByTestId('export-done').waitFor({ timeout: 300_000 });
    const ms = Date.now() - started;
    sampling = false;
    await sampler;
    const after = await heapUsed();
    const file = await page.evaluate(() => window.__exportFile);
    const done = await dialog.getByTestId('export-done').innerText();
    const written = Number(/([\d,]+) events/.exec(done)?.[1]?.replace(/,/g, '') ?? NaN);
    if (written !== EXPORT_EVENTS) throw new Error(`the ${format} export wrote ${written} events, not ${EXPORT_EVENTS}: ${done}`);
    const lines = format === 'csv' ? file.lines - 1 : file.lines;
    if (lines < EXPORT_EVENTS || !file.closed) throw new Error(`the ${format} file holds ${lines} lines (closed: ${file.closed})`);
    const label = format === 'csv' ? 'CSV' : 'NDJSON';
    const grown = Math.max(0, after - before) / MB;
    const peakGrowth = Math.max(0, peak - before) / MB;
    figures.push(
      { name: `audit export of 100,000 events (${label}): time`, value: ms / 1000, unit: 's', target: '' },
      {
        name: `audit export (${label}, ${(file.bytes / MB).toFixed(0)} MB): heap growth after`,
        value: grown,
        unit: 'MB',
        target: `< ${HEAP_TARGET_MB} MB`,
        ok: grown < HEAP_TARGET_MB,
      },
      {
        name: `audit export (${label}): heap growth at peak`,
        value: peakGrowth,
        unit: 'MB',
        target: `< ${HEAP_TARGET_MB} MB`,
        ok: peakGrowth < HEAP_TARGET_MB,
      },
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await cdp.detach();
  return figures;
}
