// The user menu's dropdown (Mantine's Menu), loaded when the user first opens the menu (see
// user-menu.tsx); it mounts opened around the same button.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { useRef } from 'react';
import { Menu, useComputedColorScheme } from '@mantine/core';
import { topMenuLinks } from '@/platform/registry/resolve';
import { RememberedLink } from '@/shared/navigation/remembered-path';
import { RouterMenuItem } from '@/shared/navigation/router-menu-item';
import { LogoutIcon, MonitorIcon, MoonIcon, SunIcon } from '@/shared/icons/icons';
import { useShell } from '@/platform/shell-context';
import { sizes } from '@/platform/theme';
import { useOpenedOnMount } from '@/shared/ui/opened-on-mount';
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
  // The button was replaced by this one: the focus moves to it, then the menu opens; Escape or a
  // choice gives the focus back to it.
  const [opened, setOpened] = useOpenedOnMount(button);
  let index = 0;

  return (
    <Menu
      width={sizes.userMenuWidth}
      position="bottom-end"
      shadow="md"
      closeOnClickOutside
      withinPortal
      // Fixed, as the top bar is: a scroll of the page never moves the open menu (placed in the
      // page, it moved with the scroll for a frame until it was placed again, and a click aimed
      // at an item in that frame missed it).
      floatingStrategy="fixed"
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <UserButton ref={button} userName={user.userName} />
      </Menu.Target>
      <Menu.Dropdown className="shell-user-menu">
        {links.map((item) => {
          const Icon = item.icon;
          const look = { leftSection: <Icon size={16} />, style: stagger(index++) };
          // A route file's feature links typed (its route and the cluster); a hand-made entry by its path.
          return item.target ? (
            <RouterMenuItem key={item.id} to={item.target.to} params={item.target.params} activeProps={{}} {...look}>
              {item.title}
            </RouterMenuItem>
          ) : (
            <Menu.Item key={item.id} component={RememberedLink} to={item.link} {...look}>
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
