// Mantine's Button as plain markup, for the buttons repeated in every row of a long list (Connect,
// Launch): the same element, classes, data attributes and inline variables Button renders for the
// props below (plain-button.test.tsx renders both and compares), its colours resolved from the theme
// by Button's own resolver, once per theme, instead of the five components a Button renders for
// every row. Other props: use Button.
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Button, UnstyledButton, useMantineTheme, type ButtonProps, type MantineTheme } from '@mantine/core';

type Size = 'xs' | 'sm' | 'md';
type Variant = 'light' | 'default' | 'filled' | 'subtle';

interface OwnProps {
  size: Size;
  variant: Variant;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children?: ReactNode;
  /** Added to Button's classes (a popover's target passes its own). */
  className?: string;
  /** Added to Button's variables. */
  style?: CSSProperties;
}

export type PlainButtonProps = OwnProps &
  (
    | ({ component?: 'button' } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style' | 'className' | 'color'>)
    | ({ component: 'a' } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'style' | 'className' | 'color'>)
  );

const ROOT_CLASSES = `${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const ROOT = `mantine-focus-auto mantine-active ${ROOT_CLASSES}`;
const INNER = `${Button.classes.inner} mantine-Button-inner`;
const LABEL = `${Button.classes.label} mantine-Button-label`;
const SECTION = `${Button.classes.section} mantine-Button-section`;

// Button's variables for each size and variant, per theme.
const resolved = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

function buttonVars(theme: MantineTheme, size: Size, variant: Variant): CSSProperties {
  let forTheme = resolved.get(theme);
  if (!forTheme) {
    forTheme = new Map();
    resolved.set(theme, forTheme);
  }
  const key = `${size} ${variant}`;
  let vars = forTheme.get(key);
  if (!vars) {
    const props: ButtonProps = { size, variant };
    const root: Record<string, string | undefined> = Button.varsResolver(theme, props, undefined).root;
    vars = Object.fromEntries(Object.entries(root).filter(([, value]) => value !== undefined)) as CSSProperties;
    forTheme.set(key, vars);
  }
  return vars;
}

export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { size, variant, leftSection, rightSection, children, className, style, ...rest },
  ref,
) {
  const theme = useMantineTheme();
  const inner = (
    <span className={INNER}>
      {leftSection && (
        <span className={SECTION} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={LABEL}>{children}</span>
      {rightSection && (
        <span className={SECTION} data-position="right">
          {rightSection}
        </span>
      )}
    </span>
  );
  const vars = buttonVars(theme, size, variant);
  const shared = {
    ...rest,
    className: className ? `mantine-focus-auto mantine-active ${className} ${ROOT_CLASSES}` : ROOT,
    'data-variant': variant,
    'data-size': size,
    'data-with-left-section': leftSection ? true : undefined,
    'data-with-right-section': rightSection ? true : undefined,
    style: style ? { ...vars, ...style } : vars,
  };
  delete (shared as { component?: string }).component;
  if (rest.component === 'a') {
    return (
      <a ref={ref as unknown as Ref<HTMLAnchorElement>} {...(shared as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {inner}
      </a>
    );
  }
  return (
    <button ref={ref} type="button" {...(shared as ButtonHTMLAttributes<HTMLButtonElement>)}>
      {inner}
    </button>
  );
});
