// The Connect column and its dialog, shared by the kinds whose Connect opens a dialog of tsh
// steps (databases, Kubernetes): the button names the resource, a click counts as a use.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { DataColumn } from '@/shared/data-list/columns';
import type { ResourceEnv, ResourceExtras } from './resource-kind';

export type ConnectExtras<T> = { onConnect: (item: T) => void };

export function connectColumn<T extends { name: string }>(onConnect: (item: T) => void): DataColumn<T> {
  return {
    id: 'connect',
    pin: 'end',
    header: 'Connect',
    hideHeader: true,
    width: 120,
    render: (item) => (
      <Button size="xs" variant="light" aria-label={`Connect to ${item.name}`} onClick={() => onConnect(item)}>
        Connect
      </Button>
    ),
  };
}

/** The chosen item's dialog (rendered by `dialog`), opened by Connect and closed by the dialog. */
export function useConnectDialog<T extends { name: string }>(
  recordUse: ResourceEnv['recordUse'],
  dialog: (item: T, close: () => void) => ReactNode,
): ResourceExtras<ConnectExtras<T>> {
  const [connecting, setConnecting] = useState<T | null>(null);
  const onConnect = useCallback(
    (item: T) => {
      recordUse({ id: item.name, name: item.name });
      setConnecting(item);
    },
    [recordUse],
  );
  const env = useMemo(() => ({ onConnect }), [onConnect]);
  return { env, node: connecting && dialog(connecting, () => setConnecting(null)) };
}
