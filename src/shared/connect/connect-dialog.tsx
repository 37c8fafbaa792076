// A connect dialog: numbered command-line steps, each in the copyable command block. Dialogs
// close only by an explicit action (no backdrop click, no Escape).
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CommandBlock, type CommandLine } from '@/shared/ui/command-block';

export interface ConnectStep {
  title: string;
  lines: CommandLine[];
  /** Shown under the title, above the commands. */
  note?: ReactNode;
}

export function ConnectSteps({ steps }: { steps: readonly ConnectStep[] }) {
  return (
    <Stack gap="lg">
      {steps.map((step, i) => (
        <Stack gap={6} key={step.title}>
          <Text fw={600} fz="sm">
            Step {i + 1}: {step.title}
          </Text>
          {step.note && (
            <Text fz="sm" c="dimmed">
              {step.note}
            </Text>
          )}
          <CommandBlock lines={step.lines} label={`Step ${i + 1} command`} />
        </Stack>
      ))}
    </Stack>
  );
}

export function ConnectDialog({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      centered
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
