// A module loaded once, on demand (a lazy chunk): the first `load()` starts the import, later ones
// share it, and a failed load (the network went away, the console was updated) is tried again by
// the next call. `loaded()` gives the module once it is there, so a render can use it at once
// instead of waiting a tick for the promise.

export interface ImportOnce<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

/** `importer` is the call site's own `() => import('./x')`, so the bundler still sees the chunk. */
export function importOnce<T>(importer: () => Promise<T>): ImportOnce<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (module = m),
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      )),
    loaded: () => module,
  };
}
