import { Text } from '@mantine/core';
import { StatusCard } from './status-card';

/** /web/msg/info/login_success: where an SSO login for a command-line client ends. */
export function LoginSuccessPage() {
  return (
    <StatusCard title="Login Successful">
      <Text>You have successfully signed in. You can close this window and return to your command-line client.</Text>
    </StatusCard>
  );
}
