// The dialog a minute before an inactivity logout (see session-lifecycle.tsx, which loads it).
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Button, Group, Modal, Text } from '@mantine/core';

export function InactivityWarning({ secondsLeft, onStay, onSignOut }: { secondsLeft: number; onStay: () => void; onSignOut: () => void }) {
  return (
    <Modal opened onClose={onStay} title="Are you still there?" closeOnClickOutside={false} centered>
      <Text mb="md" role="status" aria-live="polite">
        For your security you will be signed out in {secondsLeft} s because of inactivity.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onSignOut}>
          Sign out now
        </Button>
        <Button onClick={onStay} data-autofocus>
          Stay signed in
        </Button>
      </Group>
    </Modal>
  );
}
