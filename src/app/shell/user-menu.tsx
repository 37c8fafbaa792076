// The user menu: the avatar with the first letter of the username upper-cased and the username.
// The dropdown's code (Mantine's Menu and floating-ui) is not in the first load: it is fetched
// once the first screen is up and the browser is idle, or earlier when the button is pointed at or
// focused, so the menu opens at once on the first click too (user-menu-dropdown.tsx).
import './user-menu.css';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { whenIdle } from '@/api/deferred-validation';
import { ChevronDownIcon } from '@/shared/icons/icons';
import { useShell } from '@/platform/shell-context';

const load = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => load().then((m) => ({ default: m.UserMenuDropdown })));
const preload = () => void load().catch(() => undefined);

type UserButtonProps = ComponentPropsWithoutRef<'button'> & { userName: string; ref?: Ref<HTMLButtonElement> };

/** The menu's button (also the Menu's target once the dropdown is loaded). */
export function UserButton({ userName, ref, ...rest }: UserButtonProps) {
  return (
    <UnstyledButton {...rest} ref={ref} className="shell-user-button">
      <VisuallyHidden>User menu: </VisuallyHidden>
      <Group gap="xs" wrap="nowrap">
        <span className="shell-avatar" aria-hidden="true">
          {userName.charAt(0).toUpperCase()}
        </span>
        <Text fw={600} fz="sm" truncate="end" maw={180} data-testid="user-name">
          {userName}
        </Text>
        <ChevronDownIcon size={16} />
      </Group>
    </UnstyledButton>
  );
}

export function UserMenu() {
  const { user } = useShell();
  const [armed, setArmed] = useState(false);
  useEffect(() => whenIdle(preload), []);
  const standIn = (
    <UserButton
      userName={user.userName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      // A transition: should the code still be on its way, the button on screen (and its keyboard
      // focus) stays until the menu mounts around a new one and gives it the focus
      // (useOpenedOnMount). Shown as the boundary's fallback instead, the button was a new one,
      // and the focus fell to <body>.
      onClick={() => startTransition(() => setArmed(true))}
    />
  );
  return <Suspense fallback={standIn}>{armed ? <UserMenuDropdown /> : standIn}</Suspense>;
}
