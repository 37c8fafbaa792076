// Typed in-app links in the design system's clothes. TanStack Router's createLink checks `to`,
// `params` and `search` against the route tree (the router registered in app/router.tsx), so a
// renamed route is a type error, and renders Mantine's Button, Anchor, Menu.Item or NavLink:
//
//   <RouterButton to="/locks/new">Create New Lock</RouterButton>
//   <RouterAnchor to="/cluster/$clusterId/apps" params={{ clusterId }}>Applications</RouterAnchor>
//
// These (and TanStack's own `Link` where a bare anchor is right) are the only in-app links. A path
// the app remembered at run time goes through remembered-path.tsx instead.
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import {
  Anchor,
  Button,
  Menu,
  NavLink,
  UnstyledButton,
  type AnchorProps,
  type ButtonProps,
  type MenuItemProps,
  type NavLinkProps,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(function ButtonAnchor(props, ref) {
  return <Button ref={ref} component="a" {...props} />;
});

const AnchorAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(function AnchorAnchor(props, ref) {
  return <Anchor ref={ref} component="a" {...props} />;
});

const MenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemProps & AnchorAttributes>(function MenuItemAnchor(props, ref) {
  return <Menu.Item ref={ref} component="a" {...props} />;
});

const NavLinkAnchor = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorAttributes>(function NavLinkAnchor(props, ref) {
  return <NavLink ref={ref} component="a" {...props} />;
});

const UnstyledAnchor = forwardRef<HTMLAnchorElement, UnstyledButtonProps & AnchorAttributes>(function UnstyledAnchor(props, ref) {
  return <UnstyledButton ref={ref} component="a" {...props} />;
});

/** Mantine's Button as a typed in-app link. */
export const RouterButton = createLink(ButtonAnchor);
/** Mantine's Anchor as a typed in-app link. */
export const RouterAnchor = createLink(AnchorAnchor);
/** Mantine's Menu.Item as a typed in-app link (inside a Menu.Dropdown). */
export const RouterMenuItem = createLink(MenuItemAnchor);
/** Mantine's NavLink as a typed in-app link (the side nav). */
export const RouterNavLink = createLink(NavLinkAnchor);
/** Mantine's UnstyledButton as a typed in-app link (a picker's options). */
export const RouterUnstyledButton = createLink(UnstyledAnchor);
