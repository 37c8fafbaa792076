// The Connect picker of a server (a popover, not a menu: it holds a text field): the node's logins (from the user's roles) and a field for any
// other login. Each opens the SSH console route in a new tab.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import './login-picker.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { useId, useState } from 'react';
import { Button, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { ChevronDownIcon } from '../../shared/icons';
import { publicHref } from '../../shared/navigation';
import { TerminalIcon } from '../../shared/resource-icons';

/** Router path of the SSH console (the terminal's route): /cluster/{id}/console/node/{server}/{login}. */
export function consolePath(clusterId: string, serverId: string, login: string): string {
  const e = encodeURIComponent;
  return `/cluster/${e(clusterId)}/console/node/${e(serverId)}/${e(login)}`;
}

/** A typed login: non-empty, one path segment, no spaces or control characters. */
export function isUsableLogin(login: string): boolean {
  return /^[^\s/\\\u0000-\u001f]{1,255}$/.test(login);
}

export function LoginPicker({
  clusterId,
  serverId,
  hostname,
  logins,
  onConnect,
}: {
  clusterId: string;
  serverId: string;
  hostname: string;
  logins: readonly string[] | null;
  onConnect: (login: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const listId = useId();
  const openTyped = () => {
    const login = typed.trim();
    if (!isUsableLogin(login)) return;
    onConnect(login);
    window.open(publicHref(consolePath(clusterId, serverId, login)), '_blank', 'noopener,noreferrer');
    setTyped('');
    setOpened(false);
  };
  return (
    <Popover position="bottom-end" shadow="md" width={240} withinPortal trapFocus opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Button
          size="xs"
          variant="light"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={`Connect to ${hostname}`}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          Connect
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={6} data-testid="login-picker" role="dialog" aria-label={`Log in to ${hostname}`}>
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
              <UnstyledButton
                component="a"
                href={publicHref(consolePath(clusterId, serverId, login))}
                target="_blank"
                rel="noopener noreferrer"
                className="login-option"
                onClick={() => {
                  onConnect(login);
                  setOpened(false);
                }}
              >
                <TerminalIcon size={14} />
                <span>{login}</span>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
        {!logins?.length && (
          <Text fz="xs" c="dimmed" px={6} pb={4}>
            Your roles give no login on this server; type one above.
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
