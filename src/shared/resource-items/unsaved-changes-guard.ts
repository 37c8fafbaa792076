// Asks before leaving a page with unsaved changes: a navigation inside the console is held by the
// router's blocker until the page answers (proceed or reset); a reload or a closed tab gets the
// browser's own beforeunload prompt.
import { useEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';

export interface LeaveQuestion {
  asking: boolean;
  leave: () => void;
  stay: () => void;
}

export function useUnsavedChangesGuard(active: boolean): LeaveQuestion {
  const armed = useRef(active);
  useEffect(() => {
    armed.current = active;
  }, [active]);
  const blocker = useBlocker({
    shouldBlockFn: () => armed.current,
    enableBeforeUnload: () => armed.current,
    withResolver: true,
  });
  return {
    asking: blocker.status === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
