const pad = (n: number) => String(n).padStart(2, '0');

/** Date-time as yyyy-MM-dd HH:mm:ss (local time); the text 'undefined' when not a date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = value instanceof Date ? value : new Date(value ?? NaN);
  if (value === null || value === undefined || Number.isNaN(date.getTime())) return 'undefined';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
