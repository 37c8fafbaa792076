import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { clearQuestionnaire, questionnaireRequested } from '@/shared/storage/onboarding';
import { usePreferences } from './preferences-context';

/** The preferred resource kinds of the onboard preferences (1 desktops, 2 servers, 3 databases, 4 Kubernetes, 5 apps). */
export const RESOURCE_KINDS = [
  { value: 2, label: 'Servers (SSH)' },
  { value: 3, label: 'Databases' },
  { value: 4, label: 'Kubernetes' },
  { value: 5, label: 'Web applications' },
  { value: 1, label: 'Windows desktops' },
] as const;

/**
 * Shown when a questionnaire was supplied (after an accepted invite, see
 * src/shared/storage/onboarding.ts requestQuestionnaire). The answers go into the onboard preferences.
 */
export function QuestionnaireDialog() {
  const { preferences, update } = usePreferences();
  const [open, setOpen] = useState(questionnaireRequested);
  const [chosen, setChosen] = useState<string[]>(() => preferences.onboard.preferredResources.map(String));

  const close = (save: boolean) => {
    if (save) update({ onboard: { preferredResources: chosen.map(Number) as typeof preferences.onboard.preferredResources } });
    clearQuestionnaire();
    setOpen(false);
  };

  return (
    <Modal
      opened={open}
      onClose={() => close(false)}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      title="Welcome! What will you connect first?"
    >
      <Stack gap="lg">
        <Checkbox.Group label="Pick the kinds of resources you plan to access" value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {RESOURCE_KINDS.map((kind) => (
              <Checkbox key={kind.value} value={String(kind.value)} label={kind.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => close(false)}>
            Skip
          </Button>
          <Button onClick={() => close(true)} disabled={chosen.length === 0}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
