// A toolbar control's value that follows the URL but changes at once when the user acts.
import { useState } from 'react';

/**
 * A control's value that follows the URL but changes at once when the user acts (the URL, and so
 * the view, catches up a moment later).
 */
export function useSynced<T>(value: T): [T, (v: T) => void] {
  const [local, setLocal] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The URL changed (Back, a label click, Clear): show what it says now.
    setSeen(value);
    setLocal(value);
  }
  return [local, setLocal];
}
