// Typed in-app links in the design system's clothes. TanStack Router's createLink checks `to`,
// `params` and `search` against the route tree (the router registered in app/router.tsx), so a
// renamed route is a type error, and renders Mantine's Button, Anchor, Menu.Item or NavLink:
//
//   <RouterButton to="/locks/new">Create New Lock</RouterButton>
//   <RouterAnchor to="/cluster/$clusterId/apps" params={{ clusterId }}>Applications</RouterAnchor>
//
// RouterMenuItem (router-menu-item.tsx) and RouterNavLink (router-nav-link.tsx) live apart: Menu
// brings Popover and floating-ui, NavLink brings Collapse, and the modules of the first load that
// link (error pages, the shell) should not carry them.
// These (and TanStack's own `Link` where a bare anchor is right) are the only in-app links. A path
// the app remembered at run time goes through remembered-path.tsx instead.
import '@mantine/core/styles/Anchor.layer.css';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Anchor, Button, UnstyledButton, type AnchorProps, type ButtonProps, type UnstyledButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

export type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(function ButtonAnchor(props, ref) {
  return <Button ref={ref} component="a" {...props} />;
});

const AnchorAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(function AnchorAnchor(props, ref) {
  return <Anchor ref={ref} component="a" {...props} />;
});

const UnstyledAnchor = forwardRef<HTMLAnchorElement, UnstyledButtonProps & AnchorAttributes>(function UnstyledAnchor(props, ref) {
  return <UnstyledButton ref={ref} component="a" {...props} />;
});

/** Mantine's Button as a typed in-app link. */
export const RouterButton = createLink(ButtonAnchor);
/** Mantine's Anchor as a typed in-app link. */
export const RouterAnchor = createLink(AnchorAnchor);
/** Mantine's UnstyledButton as a typed in-app link (a picker's options). */
export const RouterUnstyledButton = createLink(UnstyledAnchor);
