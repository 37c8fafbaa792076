const pad = (n: number) => String(n).padStart(2, '0');

/** Date-time as yyyy-MM-dd HH:mm:ss (local time); the text 'undefined' when not a date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = value instanceof Date ? value : new Date(value ?? NaN);
  if (value === null || value === undefined || Number.isNaN(date.getTime())) return 'undefined';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A count as every page writes it: grouped digits (2,275). */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** A plural noun ('servers', 'GitHub connectors') for one: its last word without the final s. */
function singular(noun: string): string {
  return noun.endsWith('s') ? noun.slice(0, -1) : noun;
}

export interface CountOptions {
  /** The server holds more than it counted or sent (loaded so far, more to load). */
  more?: boolean;
  /** The noun for one, when dropping the final s of the plural is wrong. */
  one?: string;
}

/**
 * The one format of a page's count (shown by the page frame, beside its toolbar):
 * "37 servers", "30 of 37 servers", "1 lock", "2,275 events, more to load".
 * `total` is the server's count of everything that matches, when it gives one.
 */
export function countLabel(shown: number, total: number | undefined, noun: string, options: CountOptions = {}): string {
  const all = total ?? shown;
  const word = all === 1 ? (options.one ?? singular(noun)) : noun;
  const head = total !== undefined && shown < total ? `${formatCount(shown)} of ${formatCount(total)}` : formatCount(all);
  return `${head} ${word}${options.more ? ', more to load' : ''}`;
}
