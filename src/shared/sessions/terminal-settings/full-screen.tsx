// Full screen for the terminal page: the document goes full screen (the page is the terminal), the
// Keyboard Lock API holds the shell's keys while it lasts (keyboard-lock.ts), and a hint says how
// to leave: it fades after a few seconds and comes back when the pointer or the focus is on the
// Full screen button (which leaves full screen too).
import { useEffect, useState } from 'react';
import { Paper, Text } from '@mantine/core';
import { KeyboardLock, type LockState, type NavigatorWithKeyboard } from './keyboard-lock';

export interface FullScreenState {
  active: boolean;
  lock: LockState;
  /** Why full screen could not start, or null. */
  error: string | null;
  toggle(): void;
}

export function useTerminalFullScreen(nav?: NavigatorWithKeyboard): FullScreenState {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  const [lock, setLock] = useState<LockState>('off');
  const [error, setError] = useState<string | null>(null);
  const [keyboard] = useState(() => new KeyboardLock(nav));

  useEffect(() => {
    let alive = true;
    const onChange = () => {
      const on = Boolean(document.fullscreenElement);
      setActive(on);
      if (on) {
        void keyboard.start().then((state) => {
          if (alive && document.fullscreenElement) setLock(state);
        });
      } else {
        keyboard.stop();
        setLock('off');
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      alive = false;
      document.removeEventListener('fullscreenchange', onChange);
      keyboard.stop();
    };
  }, [keyboard]);

  const toggle = () => {
    setError(null);
    const run = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    run.catch(() =>
      setError(
        'The browser refused full screen (a setting or an embedding page forbids it). Use the browser’s own full screen key instead.',
      ),
    );
  };
  return { active, lock, error, toggle };
}

export function fullScreenHintText(lock: LockState): string {
  return lock === 'locked'
    ? 'Press and hold Esc to leave full screen. Ctrl+W, Ctrl+T, Ctrl+N and Ctrl+Tab now go to the shell.'
    : 'Press Esc to leave full screen.';
}

const VISIBLE_MS = 4000;

/**
 * The hint at the top of the screen while in full screen (`recall` brings it back for a while),
 * or why full screen could not start.
 */
export function FullScreenHint({ state, recall }: { state: FullScreenState; recall: number }) {
  const key = `${state.active}/${state.lock}/${state.error}/${recall}`;
  const [fadedFor, setFadedFor] = useState<string | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setFadedFor(key), state.error ? 2 * VISIBLE_MS : VISIBLE_MS);
    return () => clearTimeout(id);
  }, [key, state.error]);
  const text = state.active ? fullScreenHintText(state.lock) : state.error;
  if (!text) return null;
  const shown = fadedFor !== key;
  return (
    <Paper
      shadow="md"
      withBorder
      px="md"
      py="xs"
      data-testid="full-screen-hint"
      data-shown={shown}
      aria-hidden={!shown}
      style={{
        position: 'fixed',
        top: 56,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'var(--app-z-overlay)',
        opacity: shown ? 1 : 0,
        transition: 'opacity 400ms ease',
        pointerEvents: 'none',
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Text fz="sm" role="status" c={state.active ? undefined : 'red'}>
        {text}
      </Text>
    </Paper>
  );
}
