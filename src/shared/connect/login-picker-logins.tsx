// The Connect picker's content (login-picker.tsx): a field for any login and the server's logins,
// each opening the SSH console route in a new tab, or, given `pick` (the terminal's New pane),
// handing the login to it instead.
import './login-picker.css';
import { useId, useState } from 'react';
import { Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { RouterUnstyledButton } from '@/shared/navigation/router-links';
import { TerminalIcon } from '@/shared/icons/resource-icons';
import { isUsableLogin, type PickerProps } from './login-picker';

export interface LoginsProps extends PickerProps {
  close: () => void;
  /** Given: a chosen login goes here (no new tab). */
  pick?: (login: string) => void;
}

export function Logins({ clusterId, serverId, logins, onConnect, close, pick }: LoginsProps) {
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const listId = useId();
  const openTyped = () => {
    const login = typed.trim();
    if (!isUsableLogin(login)) return;
    onConnect(login);
    if (pick) {
      pick(login);
      close();
      return;
    }
    const location = router.buildLocation({
      to: '/cluster/$clusterId/console/node/$serverId/$login',
      params: { clusterId, serverId, login },
    });
    window.open(router.history.createHref(location.publicHref), '_blank', 'noopener,noreferrer');
    setTyped('');
    close();
  };
  return (
    <>
      <TextInput
        size="xs"
        aria-label="Login to use"
        placeholder="Enter login name…"
        value={typed}
        error={typed && !isUsableLogin(typed.trim()) ? 'Not a valid login' : undefined}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') openTyped();
        }}
        mb={6}
      />
      <Text fz="xs" c="dimmed" fw={600} px={6} py={4} id={`${listId}-label`}>
        Log in as
      </Text>
      <Stack gap={0} component="ul" aria-labelledby={`${listId}-label`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {(logins ?? []).map((login) => (
          <li key={login}>
            {pick ? (
              <UnstyledButton
                className="login-option"
                onClick={() => {
                  onConnect(login);
                  pick(login);
                  close();
                }}
              >
                <TerminalIcon size={14} />
                <span>{login}</span>
              </UnstyledButton>
            ) : (
              <RouterUnstyledButton
                to="/cluster/$clusterId/console/node/$serverId/$login"
                params={{ clusterId, serverId, login }}
                target="_blank"
                rel="noopener noreferrer"
                className="login-option"
                onClick={() => {
                  onConnect(login);
                  close();
                }}
              >
                <TerminalIcon size={14} />
                <span>{login}</span>
              </RouterUnstyledButton>
            )}
          </li>
        ))}
      </Stack>
      {!logins?.length && (
        <Text fz="xs" c="dimmed" px={6} pb={4}>
          Your roles give no login on this server; type one above.
        </Text>
      )}
    </>
  );
}
