// Mantine's Menu.Item as a typed in-app link (inside a Menu.Dropdown), apart from router-links.tsx
// so that modules of the first load can link without pulling Menu, Popover and floating-ui in.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { forwardRef } from 'react';
import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorAttributes } from './router-links';

const MenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemProps & AnchorAttributes>(function MenuItemAnchor(props, ref) {
  return <Menu.Item ref={ref} component="a" {...props} />;
});

/** Mantine's Menu.Item as a typed in-app link. */
export const RouterMenuItem = createLink(MenuItemAnchor);
