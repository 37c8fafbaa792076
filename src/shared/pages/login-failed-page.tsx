import { Anchor, Text } from '@mantine/core';
import { StatusCard } from './status-card';
import { AppLink } from '@/shared/navigation/app-link';

/** 'Login Unsuccessful': the pages a failed (SSO) login lands on (/web/msg/error/login...). */
export function LoginFailedPage() {
  return (
    <StatusCard title="Login Unsuccessful">
      <Text>
        <Anchor component={AppLink} to="/login">
          Please attempt to log in again.
        </Anchor>
      </Text>
    </StatusCard>
  );
}
