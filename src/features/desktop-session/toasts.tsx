// The desktop's notifications (TDP type 28) as toasts with their severity: info and warnings go
// away by themselves, errors stay until closed.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Notification } from '@mantine/core';

export interface Toast {
  id: number;
  message: string;
  severity: 0 | 1 | 2;
}

const TITLE = ['Desktop', 'Warning from the desktop', 'Error from the desktop'] as const;
const COLOR = ['blue', 'yellow', 'red'] as const;
const LIFETIME = [6000, 10000, 0] as const;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const push = useCallback(
    (message: string, severity: 0 | 1 | 2) => {
      const id = next.current++;
      setToasts((list) => [...list.slice(-4), { id, message, severity }]);
      const life = LIFETIME[severity];
      if (life)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), life),
        );
    },
    [dismiss],
  );
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);
  return { toasts, push, dismiss };
}

export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss(id: number): void }) {
  if (!toasts.length) return null;
  return (
    <div className="desktop-toasts">
      {toasts.map((t) => (
        <Notification
          key={t.id}
          title={TITLE[t.severity]}
          color={COLOR[t.severity]}
          withBorder
          role={t.severity === 2 ? 'alert' : 'status'}
          data-severity={t.severity}
          closeButtonProps={{ 'aria-label': 'Dismiss' }}
          onClose={() => onDismiss(t.id)}
        >
          {t.message}
        </Notification>
      ))}
    </div>
  );
}
