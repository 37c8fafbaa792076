// The user menu's dropdown (Mantine's Menu), loaded when the user first opens the menu (see
// user-menu.tsx); it mounts opened around the same button.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { useEffect, useRef } from 'react';
import { Menu, useComputedColorScheme } from '@mantine/core';
import { topMenuLinks } from '@/platform/registry/resolve';
import { AppLink } from '@/shared/navigation/app-link';
import { LogoutIcon, MonitorIcon, MoonIcon, SunIcon } from '@/shared/icons/icons';
import { useShell } from '@/platform/shell-context';
import { usePreferences } from './preferences-context';
import { useLogout } from './use-logout';
import { UserButton } from './user-menu';

/** Entries fade in one after another, from 80 ms plus 20 ms per item. */
const stagger = (index: number) => ({ animationDelay: `${80 + 20 * index}ms` });

/** The top-menu entries, the theme toggle and Logout; an outside click closes it. */
export function UserMenuDropdown() {
  const { user, features, clusterId } = useShell();
  const { setTheme, followSystemTheme, followsSystem } = usePreferences();
  const scheme = useComputedColorScheme('light');
  const { logout, pending } = useLogout();
  const links = topMenuLinks(features, clusterId);
  const button = useRef<HTMLButtonElement>(null);
  // The button was replaced by this one: the focus stays on it.
  useEffect(() => button.current?.focus(), []);
  let index = 0;

  return (
    <Menu width={265} position="bottom-end" shadow="md" closeOnClickOutside withinPortal withInitialFocusPlaceholder={false} defaultOpened>
      <Menu.Target>
        <UserButton ref={button} userName={user.userName} />
      </Menu.Target>
      <Menu.Dropdown className="shell-user-menu">
        {links.map((item) => {
          const Icon = item.icon;
          return (
            <Menu.Item key={item.id} component={AppLink} to={item.link} leftSection={<Icon size={16} />} style={stagger(index++)}>
              {item.title}
            </Menu.Item>
          );
        })}
        {links.length > 0 && <Menu.Divider />}
        <Menu.Item
          leftSection={scheme === 'dark' ? <SunIcon size={16} /> : <MoonIcon size={16} />}
          onClick={() => setTheme(scheme === 'dark' ? 'light' : 'dark')}
          style={stagger(index++)}
        >
          {scheme === 'dark' ? 'Switch to Light Theme' : 'Switch to Dark Theme'}
        </Menu.Item>
        <Menu.Item
          leftSection={<MonitorIcon size={16} />}
          onClick={() => (followsSystem ? setTheme(scheme) : followSystemTheme())}
          style={stagger(index++)}
        >
          {followsSystem ? 'Stop Following System Theme' : 'Use System Theme'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={logout} disabled={pending} style={stagger(index++)}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
