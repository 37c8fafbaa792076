// The Connect picker of a server (a popover, not a menu: it holds a text field): the node's
// logins (from the user's roles) and a field for any other login. Each opens the SSH console route
// in a new tab.
import { lazy } from 'react';
import { ChevronDownIcon } from '@/shared/icons/icons';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import { PlainButton } from '@/shared/ui/plain-button';

// The popover's content loads with the popover (on the first click, or when Connect is pointed at).
const loadLogins = () => import('./login-picker-logins');
const Logins = lazy(() => loadLogins().then((m) => ({ default: m.Logins })));

/** Router path of the SSH console, as the resource memory remembers it: /cluster/{id}/console/node/{server}/{login}. */
export function consolePath(clusterId: string, serverId: string, login: string): string {
  const e = encodeURIComponent;
  return `/cluster/${e(clusterId)}/console/node/${e(serverId)}/${e(login)}`;
}

/** A typed login: non-empty, one path segment, no spaces or control characters. */
export function isUsableLogin(login: string): boolean {
  return /^[^\s/\\\u0000-\u001f]{1,255}$/.test(login);
}

export interface PickerProps {
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
          onPointerEnter={() => {
            target.onPointerEnter?.();
            void loadLogins().catch(() => undefined);
          }}
        >
          Connect
        </PlainButton>
      )}
      loadingLabel="Loading logins"
      renderDropdown={(close) => <Logins {...props} close={close} />}
    />
  );
}
