// Mantine's NavLink as a typed in-app link (the side nav), apart from router-links.tsx so that
// NavLink and its Collapse load with the shell, not with every module that links.
import '@mantine/core/styles/NavLink.layer.css';
import { forwardRef } from 'react';
import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorAttributes } from './router-links';

const NavLinkAnchor = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorAttributes>(function NavLinkAnchor(props, ref) {
  return <NavLink ref={ref} component="a" {...props} />;
});

/** Mantine's NavLink as a typed in-app link. */
export const RouterNavLink = createLink(NavLinkAnchor);
