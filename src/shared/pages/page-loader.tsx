import { useLayoutEffect, useRef } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import { focusWasDropped } from './dropped-focus';

/**
 * The loading state of a page. When it replaced what held the keyboard focus (Enter on a link or
 * a menu item that opens a full-screen page, whose code is still loading), it holds the focus
 * itself until the page comes, rather than leaving it on <body> (dropped-focus.ts). A fresh load
 * keeps the browser's focus.
 */
export function PageLoader({ inline = false }: { inline?: boolean }) {
  const status = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focusWasDropped()) status.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Center mih={inline ? 240 : '100vh'}>
      <Box
        ref={status}
        role="status"
        aria-label="Loading"
        tabIndex={-1}
        className="mantine-focus-auto"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Loader />
      </Box>
    </Center>
  );
}
