// Mantine's Text as plain markup, for the cells of long lists (a page of 50 rows, a table of 5,000
// events): the same element, classes, data attributes and inline styles Text renders for the props
// below (plain-text.test.tsx renders both and compares), without the theme lookups and style-prop
// parsing Text does for every instance. Other props: use Text.
import type { CSSProperties, ReactNode } from 'react';
import { Text } from '@mantine/core';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface PlainTextProps {
  children?: ReactNode;
  /** Text's `size`: font size and line height of that size. */
  size?: Size;
  /** Font size of the theme's scale. */
  fz?: Size;
  fw?: number;
  ff?: 'monospace';
  c?: 'dimmed';
  lineClamp?: number;
  truncate?: 'end' | 'start' | true;
  /** A <span> rather than a <p>. */
  span?: boolean;
  title?: string;
  className?: string;
  style?: CSSProperties;
}

/** The props PlainText draws as Text would; anything else is Text's alone. */
const PLAIN_PROPS = new Set(['children', 'size', 'fz', 'fw', 'ff', 'c', 'lineClamp', 'truncate', 'span', 'title', 'className', 'style']);
const SIZES = new Set(['xs', 'sm', 'md', 'lg', 'xl']);

/** Whether PlainText draws these props as Mantine's Text does. */
export function isPlainTextProps<P extends object>(props: P): props is P & PlainTextProps {
  for (const [key, value] of Object.entries(props) as [string, unknown][]) {
    if (value === undefined) continue;
    if (!PLAIN_PROPS.has(key)) return false;
    if ((key === 'size' || key === 'fz') && !SIZES.has(value as string)) return false;
    if (key === 'fw' && typeof value !== 'number') return false;
    if (key === 'ff' && value !== 'monospace') return false;
    if (key === 'c' && value !== 'dimmed') return false;
    if (key === 'lineClamp' && typeof value !== 'number') return false;
    if (key === 'span' && typeof value !== 'boolean') return false;
  }
  return true;
}

const ROOT = Text.classes.root;

export function PlainText({ children, size, fz, fw, ff, c, lineClamp, truncate, span, title, className, style }: PlainTextProps) {
  const Element = span ? 'span' : 'p';
  const css: Record<string, string | number | undefined> = {};
  // In Text's order: its variables, the style prop, then the style props.
  if (size) {
    css['--text-fz'] = `var(--mantine-font-size-${size})`;
    css['--text-lh'] = `var(--mantine-line-height-${size})`;
  }
  if (lineClamp !== undefined) css['--text-line-clamp'] = lineClamp;
  Object.assign(css, style);
  if (c) css.color = 'var(--mantine-color-dimmed)';
  if (ff) css.fontFamily = 'var(--mantine-font-family-monospace)';
  if (fz) css.fontSize = `var(--mantine-font-size-${fz})`;
  if (fw !== undefined) css.fontWeight = fw;
  return (
    <Element
      style={css as CSSProperties}
      className={className ? `mantine-focus-auto ${className} ${ROOT} mantine-Text-root` : `mantine-focus-auto ${ROOT} mantine-Text-root`}
      data-size={size}
      data-line-clamp={lineClamp !== undefined || undefined}
      data-truncate={truncate === true ? 'end' : truncate}
      title={title}
    >
      {children}
    </Element>
  );
}
