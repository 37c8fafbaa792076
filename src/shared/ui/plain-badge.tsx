// Mantine's Badge as plain markup, for a badge repeated in the rows of a long list (a server's
// 'tunnel', an app's kind): the same element, classes, data attributes and inline variables Badge
// renders for the props below (plain-badge.test.tsx renders both and compares), its colours
// resolved from the theme by Badge's own resolver, once per theme. Other props: use Badge.
import '@mantine/core/styles/Badge.layer.css';
import type { CSSProperties, ReactNode } from 'react';
import { Badge, useMantineTheme, type BadgeProps, type MantineColor, type MantineTheme } from '@mantine/core';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Variant = 'default' | 'light' | 'filled' | 'outline';

export interface PlainBadgeProps {
  variant: Variant;
  size?: Size;
  color?: MantineColor;
  /** Text's case as written (Badge's `tt="none"`), not upper case. */
  tt?: 'none';
  leftSection?: ReactNode;
  title?: string;
  children?: ReactNode;
}

const ROOT = `${Badge.classes.root} mantine-Badge-root`;
const LABEL = `${Badge.classes.label} mantine-Badge-label`;
const SECTION = `${Badge.classes.section} mantine-Badge-section`;

const resolved = new WeakMap<MantineTheme, Map<string, Record<string, string>>>();

function badgeVars(theme: MantineTheme, variant: Variant, size: Size | undefined, color: MantineColor | undefined) {
  let forTheme = resolved.get(theme);
  if (!forTheme) {
    forTheme = new Map();
    resolved.set(theme, forTheme);
  }
  const key = `${variant} ${size ?? ''} ${color ?? ''}`;
  let vars = forTheme.get(key);
  if (!vars) {
    const props: BadgeProps = { variant, size, color };
    const root: Record<string, string | undefined> = Badge.varsResolver(theme, props, undefined).root;
    vars = Object.fromEntries(Object.entries(root).filter(([, value]) => value !== undefined)) as Record<string, string>;
    forTheme.set(key, vars);
  }
  return vars;
}

export function PlainBadge({ variant, size, color, tt, leftSection, title, children }: PlainBadgeProps) {
  const theme = useMantineTheme();
  const vars = badgeVars(theme, variant, size, color);
  const style = (tt ? { ...vars, textTransform: tt } : vars) as CSSProperties;
  return (
    <div
      className={ROOT}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      title={title}
      style={style}
    >
      {leftSection && (
        <span className={SECTION} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={LABEL}>{children}</span>
    </div>
  );
}
