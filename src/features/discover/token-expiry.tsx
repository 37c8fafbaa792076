// The token's expiry counting down next to the command, and the renewal: an expired token is
// said plainly (an agent can no longer join with it) with a button for a new one.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { countdownText, msLeft } from './join-token';

export interface TokenClock {
  left: number;
  expired: boolean;
}

export function useTokenClock(expiry: string | undefined): TokenClock {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiry) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiry]);
  const left = expiry ? msLeft(expiry, now) : 0;
  return { left, expired: Boolean(expiry) && left === 0 };
}

export function TokenExpiry({ clock, renewing, onRenew }: { clock: TokenClock; renewing: boolean; onRenew: () => void }) {
  if (clock.expired) {
    return (
      <Alert color="red" role="alert" title="The join token has expired" data-testid="token-expired">
        <Text size="sm" mb="xs">
          An agent can no longer join with this command. Renew the token and run the new command.
        </Text>
        <Button size="xs" onClick={onRenew} loading={renewing}>
          Renew the token
        </Button>
      </Alert>
    );
  }
  return (
    <Group gap="sm" data-testid="token-expiry">
      <Text size="sm" c="dimmed" aria-live="off">
        The token expires in <strong data-testid="token-countdown">{countdownText(clock.left)}</strong>.
      </Text>
      <Button size="xs" variant="subtle" onClick={onRenew} loading={renewing}>
        Renew the token
      </Button>
    </Group>
  );
}
