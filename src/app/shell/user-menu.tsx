// The user menu: the avatar with the first letter of the username upper-cased and the username.
// The dropdown's code (Mantine's Menu and floating-ui) loads when the button is pointed at or
// focused, and the menu opens on the first click (user-menu-dropdown.tsx), so none of it is in
// the first load.
import '@mantine/core/styles/Avatar.layer.css';
import { lazy, Suspense, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
        <Avatar color="brand" radius="xl" size={34} aria-hidden="true">
          {userName.charAt(0).toUpperCase()}
        </Avatar>
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
  const standIn = (
    <UserButton
      userName={user.userName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setArmed(true)}
    />
  );
  if (!armed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenuDropdown />
    </Suspense>
  );
}
