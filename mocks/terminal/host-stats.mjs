// @ts-check
/**
 * What `uptime`, `df` and `free` print in the fake shell (fake-shell.mjs): plausible numbers that
 * stay the same for a host name (only the clock moves), so tests and summaries can rely on them.
 */
/** A number from 0 to n-1 that stays the same for a host name. @param {string} text @param {number} n */
function stable(text, n) {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % n;
}

/** @param {string} hostname */
export function uptime(hostname) {
  const days = 3 + stable(hostname, 60);
  const load = (0.05 + stable(`${hostname}/load`, 150) / 100).toFixed(2);
  const t = new Date().toISOString().slice(11, 19);
  return ` ${t} up ${days} days,  ${1 + stable(hostname, 23)}:${String(stable(hostname, 60)).padStart(2, '0')},  1 user,  load average: ${load}, ${load}, 0.${String(stable(hostname, 90) + 10)}`;
}

/** `df` of a host: the root file system filled by a per-host amount. @param {string} hostname @param {boolean} human */
export function diskFree(hostname, human) {
  const pct = 21 + stable(hostname, 60);
  const size = 80;
  const used = Math.round((size * pct) / 100);
  const row = (/** @type {string[]} */ cols) =>
    `${cols[0]?.padEnd(16)}${cols
      .slice(1, 5)
      .map((c) => c.padStart(6))
      .join(' ')} ${cols[5]}\r\n`;
  const g = (/** @type {number} */ n) => (human ? `${n}G` : String(n * 1048576));
  return (
    row(['Filesystem', human ? 'Size' : '1K-blocks', 'Used', 'Avail', 'Use%', 'Mounted on']) +
    row(['/dev/root', g(size), g(used), g(size - used), `${pct}%`, '/']) +
    row(['tmpfs', human ? '3.9G' : '4038244', '0', human ? '3.9G' : '4038244', '0%', '/dev/shm']) +
    row(['/dev/nvme1n1', g(200), g(Math.round(2 * pct * 0.8)), g(200 - Math.round(2 * pct * 0.8)), `${Math.round(pct * 0.8)}%`, '/data'])
  );
}

/** @param {string} hostname */
export function memoryFree(hostname) {
  const total = 7941;
  const used = 1200 + stable(hostname, 5000);
  return (
    '               total        used        free      shared  buff/cache   available\r\n' +
    `Mem:    ${String(total).padStart(12)}${String(used).padStart(12)}${String(total - used - 900).padStart(12)}${'12'.padStart(12)}${'900'.padStart(12)}${String(total - used).padStart(12)}\r\n` +
    `Swap:   ${'0'.padStart(12)}${'0'.padStart(12)}${'0'.padStart(12)}\r\n`
  );
}
