// The link a user needs to set a password: an invite (after creating a user) or a password reset
// (a local user; asked first, since it starts a new sign-up for that user). Shows the full link
// on this console's origin, its expiry and a copy button; a failed token call shows the server's
// message with a retry.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { PasswordToken } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { CommandBlock } from '@/shared/ui/command-block';
import { formatDateTime } from '@/shared/text/format';
import { passwordTokenLink, type PasswordTokenType } from './user-links';

export interface TokenRequest {
  name: string;
  type: PasswordTokenType;
  /** A reset waits for the admin to confirm; an invite is asked for at once. */
  confirmed: boolean;
}

interface Props {
  request: TokenRequest | null;
  token: PasswordToken | undefined;
  error: unknown;
  pending: boolean;
  /** Ask the server for the token (confirm, or try again). */
  onGenerate: () => void;
  onClose: () => void;
}

const quoted = (name: string) => <span style={{ overflowWrap: 'anywhere', fontWeight: 600 }}>“{name}”</span>;

function TokenLink({ request, token }: { request: TokenRequest; token: PasswordToken }) {
  let link: string;
  try {
    link = passwordTokenLink(window.location.origin, request.type, token.tokenId);
  } catch (error) {
    return (
      <Alert color="red" role="alert">
        {errorText(error)}
      </Alert>
    );
  }
  const invite = request.type === 'invite';
  return (
    <Stack gap="sm">
      <Text>
        {invite ? 'Share this link with' : 'Share this reset link with'} {quoted(request.name)}{' '}
        {invite ? 'so they can set a password and sign in.' : 'so they can set a new password.'}
      </Text>
      <CommandBlock lines={[{ text: link }]} bash={false} label={invite ? 'Invite link' : 'Reset link'} />
      <Text fz="sm" c="dimmed" data-testid="token-expiry">
        The link expires {formatDateTime(token.expiry)}.
      </Text>
    </Stack>
  );
}

export function TokenDialog({ request, token, error, pending, onGenerate, onClose }: Props) {
  const invite = request?.type === 'invite';
  const shown = request ? token : undefined;
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={invite ? 'Invite link' : 'Reset password'}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {request && (
        <Stack gap="md">
          {invite && (
            <Alert color="green" role="status">
              User {quoted(request.name)} was created.
            </Alert>
          )}
          {!request.confirmed && (
            <Text>
              Create a password reset link for {quoted(request.name)}? They will set a new password (and second factor) through it.
            </Text>
          )}
          {request.confirmed && pending && (
            <Group gap="sm" aria-busy="true">
              <Loader size="sm" />
              <Text>Creating the link…</Text>
            </Group>
          )}
          {request.confirmed && !pending && Boolean(error) && (
            <Alert color="red" role="alert" title="Could not create the link">
              <span style={{ overflowWrap: 'anywhere' }}>{errorText(error)}</span>
            </Alert>
          )}
          {request.confirmed && !pending && shown && <TokenLink request={request} token={shown} />}
          <Group justify="flex-end" gap="sm">
            {!request.confirmed && (
              <>
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button onClick={onGenerate}>Create reset link</Button>
              </>
            )}
            {request.confirmed && (
              <Button variant={shown ? 'filled' : 'default'} onClick={onClose} disabled={pending}>
                {shown ? 'Done' : 'Cancel'}
              </Button>
            )}
            {request.confirmed && !pending && Boolean(error) && <Button onClick={onGenerate}>Try again</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
