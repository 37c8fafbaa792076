import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { AppLink } from '../../shared/app-link';

/**
 * The assist dialog, loaded on first use. The assistant's conversations are their own feature
 * (the /assist route); this dialog is where it opens from the top bar.
 */
export default function AssistDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={600} fz="xl">
          Assist
        </Text>
      }
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="lg">
        <Text>Ask Assist to explain, find or run things across your infrastructure. Conversations open on their own page.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={AppLink} to="/assist" onClick={onClose}>
            Open Assist
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
