// The first screen (first-screen.ts) for components, apart from it so that the entry, which holds
// the first screen, does not import React.
import { useSyncExternalStore } from 'react';
import { firstScreenDone, subscribeFirstScreen } from './first-screen';

/** For components that render something only after the first screen (true once it is up). */
export function useFirstScreenDone(): boolean {
  return useSyncExternalStore(subscribeFirstScreen, firstScreenDone);
}
