// The Connect picker of a desktop: the logins the user's roles allow on it. Each opens the desktop
// session page in a new tab, as the servers' Connect opens the terminal.
import './desktop-login-picker.css';
import { useId } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { ChevronDownIcon } from '@/shared/icons/icons';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import { RouterUnstyledButton } from '@/shared/navigation/router-links';

/** Router path of the desktop session, as the resource memory remembers it: /cluster/{id}/desktops/{desktop}/{login}. */
export function desktopSessionPath(clusterId: string, desktopName: string, login: string): string {
  const e = encodeURIComponent;
  return `/cluster/${e(clusterId)}/desktops/${e(desktopName)}/${e(login)}`;
}

interface Props {
  clusterId: string;
  desktopName: string;
  logins: readonly string[] | null | undefined;
  onConnect(login: string): void;
}

export function DesktopLoginPicker(props: Props) {
  return (
    <LazyPopover
      label={`Log in to ${props.desktopName}`}
      width={220}
      testId="desktop-login-picker"
      renderTarget={(target) => (
        <Button
          size="xs"
          variant="light"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={`Connect to ${props.desktopName}`}
          {...target}
        >
          Connect
        </Button>
      )}
      renderDropdown={(close) => <Logins {...props} close={close} />}
    />
  );
}

function Logins({ clusterId, desktopName, logins, onConnect, close }: Props & { close: () => void }) {
  const listId = useId();
  if (!logins?.length)
    return (
      <Text fz="xs" c="dimmed" p={6}>
        Your roles give no login on this desktop.
      </Text>
    );
  return (
    <>
      <Text fz="xs" c="dimmed" fw={600} px={6} py={4} id={`${listId}-label`}>
        Log in as
      </Text>
      <Stack gap={0} component="ul" aria-labelledby={`${listId}-label`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {logins.map((login) => (
          <li key={login}>
            <RouterUnstyledButton
              to="/cluster/$clusterId/desktops/$desktopName/$username"
              params={{ clusterId, desktopName, username: login }}
              target="_blank"
              rel="noopener noreferrer"
              className="desktop-login-option"
              onClick={() => {
                onConnect(login);
                close();
              }}
            >
              {login}
            </RouterUnstyledButton>
          </li>
        ))}
      </Stack>
    </>
  );
}
