// The React side of a socket session: the component re-renders when the session's state changes
// (phase, errors, what the protocol shows), never per frame. Frames go to their consumer (xterm, a
// canvas) outside React.
import { useSyncExternalStore } from 'react';

export interface SessionStore<S> {
  subscribe(listener: () => void): () => void;
  getState(): S;
}

export function useSocketSession<S>(session: SessionStore<S>): S {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
