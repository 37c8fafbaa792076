import { lazy, Suspense, useEffect, useState } from 'react';
import { INACTIVITY_WARNING_MS, type SessionManager } from './session-manager';
import { sessionManager } from './session';

// The warning's dialog (Mantine's Modal) is not part of the first load: it is fetched a few
// seconds after the signed-in area mounts, long before a warning can be due.
const loadWarning = () => import('./inactivity-warning');
const InactivityWarning = lazy(() => loadWarning().then((m) => ({ default: m.InactivityWarning })));
const PRELOAD_WARNING_MS = 3000;

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
    const timer = setTimeout(() => void loadWarning().catch(() => undefined), PRELOAD_WARNING_MS);
    return () => clearTimeout(timer);
  }, []);

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

  if (secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <InactivityWarning secondsLeft={secondsLeft} onStay={stay} onSignOut={() => void manager.logout('user')} />
    </Suspense>
  );
}
