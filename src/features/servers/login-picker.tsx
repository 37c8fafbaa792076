// The Connect picker of a server (a popover, not a menu: it holds a text field): the node's
// logins (from the user's roles) and a field for any other login. Each opens the SSH console route
// in a new tab.
import './login-picker.css';
import { useId, useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { ChevronDownIcon } from '@/shared/icons/icons';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import { PlainButton } from '@/shared/ui/plain-button';
import { useRouter } from '@tanstack/react-router';
import { RouterUnstyledButton } from '@/shared/navigation/router-links';
import { TerminalIcon } from '@/shared/icons/resource-icons';

/** Router path of the SSH console, as the resource memory remembers it: /cluster/{id}/console/node/{server}/{login}. */
export function consolePath(clusterId: string, serverId: string, login: string): string {
  const e = encodeURIComponent;
  return `/cluster/${e(clusterId)}/console/node/${e(serverId)}/${e(login)}`;
}

/** A typed login: non-empty, one path segment, no spaces or control characters. */
export function isUsableLogin(login: string): boolean {
  return /^[^\s/\\\u0000-\u001f]{1,255}$/.test(login);
}

interface PickerProps {
  clusterId: string;
  serverId: string;
  hostname: string;
  logins: readonly string[] | null;
  onConnect: (login: string) => void;
}

export function LoginPicker(props: PickerProps) {
  return (
    <LazyPopover
      label={`Log in to ${props.hostname}`}
      width={240}
      testId="login-picker"
      renderTarget={(target) => (
        // One in every row of the list: drawn plainly, the same as Mantine's Button.
        <PlainButton
          size="xs"
          variant="light"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={`Connect to ${props.hostname}`}
          {...target}
        >
          Connect
        </PlainButton>
      )}
      renderDropdown={(close) => <Logins {...props} close={close} />}
    />
  );
}

function Logins({ clusterId, serverId, logins, onConnect, close }: PickerProps & { close: () => void }) {
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const listId = useId();
  const openTyped = () => {
    const login = typed.trim();
    if (!isUsableLogin(login)) return;
    onConnect(login);
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
