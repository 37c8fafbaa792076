// React.lazy for code that is usually fetched ahead of use (when the browser is idle, or on
// intent): `preload()` starts the import, and once it is in, the component renders at once. A
// plain lazy component suspends on its first render even when its module is already loaded, and
// React holds the reveal of a newly suspended boundary for 300 ms: a dialog whose code was fetched
// long before still opened a third of a second after the click.
import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function lazyWithPreload<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Preloadable<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: C }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        pending = null; // a later use tries again
        throw error;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Preloaded(props: P) {
    // Chosen once per mount: a mounted lazy one is not swapped for the loaded one (a remount).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload: () => preload().catch(() => undefined) });
}
