// Shown instead of the chat when the assistant cannot be used: switched off on the server (its
// calls answer 403 'Assist is not enabled'), or not permitted to this user (no assist flag).
import { Alert, Text } from '@mantine/core';

export function AssistDisabledNotice({ reason = 'disabled' }: { reason?: 'disabled' | 'not-permitted' }) {
  return (
    <Alert
      color="gray"
      variant="light"
      title={reason === 'disabled' ? 'Assist is not enabled' : 'Assist is not available to you'}
      m="md"
      data-testid="assist-disabled"
    >
      <Text fz="sm">
        {reason === 'disabled'
          ? 'The AI assistant is switched off on this cluster. An administrator can enable it in the proxy configuration; until then, conversations cannot be opened.'
          : 'Your roles do not allow you to use the AI assistant (it needs the permission to list assistant conversations). Ask an administrator if you need it.'}
      </Text>
    </Alert>
  );
}
