// A playable row's actions in Session Recordings: Play (given as the children) and Export. An SSH
// or Kubernetes recording exports here (asciicast or text transcript, src/shared/recording-export/);
// a desktop recording's video is drawn from the desktop player's canvas, so its item opens the
// player with its export dialog (export=webm).
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import type { ReactNode } from 'react';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { MoreIcon } from '@/shared/icons/icons';
import { playerLink as playerLinkOf } from '@/shared/navigation/recording-paths';
import { RouterMenuItem } from '@/shared/navigation/router-menu-item';
import { RecordingExportMenu } from '@/shared/recording-export/recording-export-menu';
import { RECORDING_TYPE_LABELS, type Recording } from './recording';

export interface RecordingRowActionsProps {
  clusterId: string;
  recording: Recording;
  /** What the row is, for the menu button's name ('web-prod-01 at …'). */
  name: string;
  children: ReactNode;
}

export function RecordingRowActions({ clusterId, recording: r, name, children }: RecordingRowActionsProps) {
  const label = `Export the ${RECORDING_TYPE_LABELS[r.recordingType]} recording of ${name}`;
  let menu: ReactNode;
  if (r.recordingType !== 'desktop') {
    menu = (
      <RecordingExportMenu
        clusterId={clusterId}
        sid={r.sid}
        durationMs={r.duration || undefined}
        what={RECORDING_TYPE_LABELS[r.recordingType]}
        label={label}
        variant="default"
        compact
      />
    );
  } else {
    menu = (
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon size="md" variant="default" aria-label={label} title="Export" data-testid="recording-export-menu">
            <MoreIcon size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Export as</Menu.Label>
          <RouterMenuItem
            {...playerLinkOf(clusterId, r.sid, { recordingType: 'desktop', durationMs: r.duration })}
            search={{ recordingType: 'desktop', durationMs: r.duration, export: 'webm' }}
          >
            Export video…
          </RouterMenuItem>
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {children}
      {menu}
    </Group>
  );
}
