// Stands in for Mantine's ScrollArea where its Table imports it (see build/vite-lean-deps.mjs):
// only Table.ScrollContainer uses it there, which the console never renders (its tables scroll
// natively), so every Table no longer carries ScrollArea's code (~5 KB gzip) into the first load.
// Should a ScrollContainer ever be rendered, it scrolls with the browser's own scrollbars.
// Pages that use ScrollArea itself (player search, assistant) import the real one.
import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';

type Props = HTMLAttributes<HTMLDivElement> & { offsetScrollbars?: unknown; type?: unknown; scrollbars?: unknown };

const MANTINE_ONLY = ['offsetScrollbars', 'type', 'scrollbars'];

export const ScrollArea = forwardRef<HTMLDivElement, Props>(function NativeScrollArea({ style, ...props }, ref) {
  const rest = Object.fromEntries(Object.entries(props).filter(([key]) => !MANTINE_ONLY.includes(key)));
  return <div ref={ref} {...rest} style={{ overflow: 'auto', ...(style as CSSProperties) }} />;
});
