// Quoting for the commands the console shows for copying. Resource names, users, groups, tokens
// and URLs come from the server or from the page's address and may hold anything; a copied command
// must run exactly what it shows, never a second command hidden in a value. Every command builder
// (bash, tsh, PowerShell) passes each interpolated value through these helpers.

const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * One POSIX shell (bash) word: plain words stay as they are; anything else is put in single
 * quotes (everything inside is literal; a ' is written as '\''). Also safe inside `"$( … )"`.
 */
export function shellQuote(arg: string): string {
  if (arg !== '' && PLAIN.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** `--name=value` with the value quoted when it needs to be. */
export function shellFlag(name: string, value: string): string {
  return `--${name}=${shellQuote(value)}`;
}

/**
 * PowerShell treats the typographic single quotes (U+2018..U+201B) as it treats `'`: each one
 * ends a single-quoted string unless it is doubled.
 */
const PS_SINGLE_QUOTES = /['\u2018\u2019\u201A\u201B]/g;

/**
 * One PowerShell argument as a verbatim (single-quoted) string, always quoted: nothing inside is
 * expanded (`$`, `(`, backtick), and every single-quote character is doubled.
 */
export function powershellQuote(arg: string): string {
  return `'${arg.replace(PS_SINGLE_QUOTES, (q) => q + q)}'`;
}
