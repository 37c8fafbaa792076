import { Text } from '@mantine/core';
import { StatusCard } from './status-card';
import { RouterAnchor } from '@/shared/navigation/router-links';

/** 'Login Unsuccessful': the pages a failed (SSO) login lands on (/web/msg/error/login...). */
export function LoginFailedPage() {
  return (
    <StatusCard title="Login Unsuccessful">
      <Text>
        <RouterAnchor to="/login">Please attempt to log in again.</RouterAnchor>
      </Text>
    </StatusCard>
  );
}
