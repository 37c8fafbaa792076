// Stands in for Mantine's Switch.Group where Switch imports it (see build/vite-lean-deps.mjs):
// a Switch reads the group's context (none here: null, as outside a group), and Switch.Group
// itself is used nowhere in the console. Using it fails loudly: drop this stand-in first.
import { createContext } from 'react';

export const SwitchGroupContext = createContext(null);

export function SwitchGroup(): never {
  throw new Error('Switch.Group is left out of this build (build/vite-lean-deps.mjs)');
}
