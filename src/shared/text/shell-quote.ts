// Quoting for the commands the console shows for copying. Resource names, users and groups come
// from the server and may hold anything; a copied command must run exactly what it shows, never
// a second command hidden in a name. Plain words stay as they are; anything else is put in
// single quotes (POSIX shells take everything inside literally; a ' is written as '\'').

const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

export function shellQuote(arg: string): string {
  if (arg !== '' && PLAIN.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** `--name=value` with the value quoted when it needs to be. */
export function shellFlag(name: string, value: string): string {
  return `--${name}=${shellQuote(value)}`;
}
