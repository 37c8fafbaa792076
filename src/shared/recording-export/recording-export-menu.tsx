// "Export" for an SSH or Kubernetes recording: a menu of the two formats, each opening the export
// dialog (loaded on first use) with that format chosen. In the terminal player's header and on the
// rows of Session Recordings.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { ActionIcon, Button, Menu, type ButtonProps } from '@mantine/core';
import { ChevronDownIcon, MoreIcon } from '@/shared/icons/icons';
import type { RecordingExportFormat } from './export-recording';

const RecordingExportDialog = lazy(() => import('./recording-export-dialog').then((m) => ({ default: m.RecordingExportDialog })));

export interface RecordingExportMenuProps {
  clusterId: string;
  sid: string;
  durationMs?: number;
  /** 'SSH' or 'Kubernetes'. */
  what: string;
  /** The button's accessible name when "Export" alone does not say what (a row of a list). */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** An icon button (a row of a list, where the width is short); `label` names it. */
  compact?: boolean;
}

export function RecordingExportMenu({
  clusterId,
  sid,
  durationMs,
  what,
  label,
  size = 'xs',
  variant = 'subtle',
  compact = false,
}: RecordingExportMenuProps) {
  const [format, setFormat] = useState<RecordingExportFormat>('cast');
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const open = (f: RecordingExportFormat) => {
    setFormat(f);
    setLoaded(true);
    setOpened(true);
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          {compact ? (
            <ActionIcon ref={trigger} size="md" variant={variant} aria-label={label} title="Export" data-testid="recording-export-menu">
              <MoreIcon size={16} />
            </ActionIcon>
          ) : (
            <Button
              ref={trigger}
              size={size}
              variant={variant}
              rightSection={<ChevronDownIcon size={14} />}
              aria-label={label}
              data-testid="recording-export-menu"
            >
              Export
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Export as</Menu.Label>
          <Menu.Item onClick={() => open('cast')}>asciicast (.cast)…</Menu.Item>
          <Menu.Item onClick={() => open('txt')}>Text transcript (.txt)…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {loaded && (
        <Suspense fallback={null}>
          <RecordingExportDialog
            opened={opened}
            onClose={() => setOpened(false)}
            onClosed={() => trigger.current?.focus()}
            clusterId={clusterId}
            sid={sid}
            durationMs={durationMs}
            what={what}
            format={format}
            onFormat={setFormat}
          />
        </Suspense>
      )}
    </>
  );
}
