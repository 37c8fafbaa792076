// Stands in for Mantine's Collapse where its NavLink imports it (see build/vite-lean-deps.mjs):
// a NavLink shows its nested links in a Collapse, and no NavLink here has nested links (the side
// nav nests its groups itself), but the import alone brought Collapse and its two animation hooks
// (~1.5 KB gzip) into the first load. This one shows the nested links, or hides them, at once.
import type { CSSProperties, ReactNode } from 'react';

export interface CollapseProps {
  expanded: boolean;
  keepMounted?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Collapse({ expanded, keepMounted, className, style, children }: CollapseProps) {
  if (!expanded && !keepMounted) return null;
  return (
    <div className={className} style={style} hidden={!expanded}>
      {children}
    </div>
  );
}
