import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { INACTIVITY_WARNING_MS, type SessionManager } from './session-manager';
import { sessionManager } from './session';

/** Seconds until the inactivity logout when within the warning window, else null. */
export function secondsUntilLogout(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  const left = deadline - now;
  return left <= INACTIVITY_WARNING_MS ? Math.max(0, Math.ceil(left / 1000)) : null;
}

/**
 * Runs the session lifecycle while the authenticated area is mounted, and warns a minute before
 * an inactivity logout with a button to stay signed in.
 */
export function SessionLifecycle({ manager = sessionManager }: { manager?: SessionManager }) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    const stop = manager.start();
    // Marks the lifecycle as running (the browser tests wait for it before moving the clock).
    document.documentElement.dataset.sessionLifecycle = 'running';
    return () => {
      stop();
      delete document.documentElement.dataset.sessionLifecycle;
    };
  }, [manager]);

  useEffect(() => {
    // Cheap: reads local storage once a second; the timeout may appear with a renewed token.
    const tick = () => {
      const left = secondsUntilLogout(manager.inactivityDeadline(), Date.now());
      setSecondsLeft(left);
      if (left === 0) manager.checkInactivity();
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [manager]);

  const stay = () => {
    manager.recordActivity(true);
    setSecondsLeft(null);
  };

  return (
    <Modal opened={secondsLeft !== null} onClose={stay} title="Are you still there?" closeOnClickOutside={false} centered zIndex={1200}>
      <Text mb="md" role="status" aria-live="polite">
        For your security you will be signed out in {secondsLeft ?? 0} s because of inactivity.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void manager.logout('user')}>
          Sign out now
        </Button>
        <Button onClick={stay} data-autofocus>
          Stay signed in
        </Button>
      </Group>
    </Modal>
  );
}
