/*
 * The console's design tokens, in one place. Components take these, never their own values.
 *
 * Scales (spec section 9), as Mantine theme values:
 *   font sizes  xxs 10, xs 12, sm 14, md 16, lg 18, xl 20, xxl 22, 3xl 24, 4xl 26, 5xl 28, 6xl 34 (px)
 *   spacing     none 0, xxs 4, xs 8, sm 12, md 16, lg 24, xl 32, xxl 40, 3xl 48, 4xl 56, 5xl 64, 6xl 72, 7xl 80
 *   weights     light 300, regular 400, bold 600 (headings and dialog titles: 600)
 * Layout sizes (`sizes`, also CSS variables, px):
 *   --app-topbar-height 72, --app-sidebar-width 256, --app-banner-height 38,
 *   --app-assist-docked-width 520, --app-form-card-width 600, --app-error-card-width 540,
 *   --app-min-window-width 1024 (the shell scrolls sideways below it)
 * Layers (`layers`, also CSS variables --app-z-*): docked 101 (the docked assistant),
 *   floating 190 (popups over the page), overlay 300 (over a session), skip-link 1000,
 *   modal 1200 (dialogs), above-modal 1300 (a dropdown opened from a dialog).
 * Colours, per colour scheme (cssVariablesResolver; the tests check every ratio):
 *   primary `brand` (violet); danger `red`, red in both schemes; every theme colour's `light`
 *   variant has a tint and a border >= 3:1 against the page, its text >= 4.5:1 on the tint;
 *   filled red carries white text >= 4.5:1 and stands >= 3:1 from the page;
 *   --app-control-border: the edge of inputs, default buttons and checkboxes, >= 3:1 against
 *   the page in both schemes.
 * Field errors (spec: the label turns into the message, the field is marked red): pass the
 *   message as the label and `error={Boolean(message)}`; the theme turns such a label red.
 * Dialogs: `ActionDialog` (src/shared/ui/action-dialog.tsx): title weight 600, Cancel then the
 *   action, a destructive action red.
 */
import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  rem,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';

import { contrast, over, withAlpha } from './contrast';

/** Layout sizes from the spec, in px. */
export const sizes = {
  topBarHeight: 72,
  sidebarWidth: 256,
  bannerHeight: 38,
  assistDockedWidth: 520,
  formCardWidth: 600,
  errorCardWidth: 540,
  minWindowWidth: 1024,
  userMenuWidth: 265,
  clusterSelectorWidth: 384,
  alertMinHeight: 40,
} as const;

/** Stacking layers (z-index). */
export const layers = {
  docked: 101,
  floating: 190,
  overlay: 300,
  skipLink: 1000,
  modal: 1200,
  aboveModal: 1300,
} as const;

// The product's scales: font sizes 10..34, spacing 0..80, weights light 300 / regular 400 / bold 600.
const brand: MantineColorsTuple = [
  '#f1edfd',
  '#ded5fb',
  '#bba7f5',
  '#9677f0',
  '#7753ea',
  '#633ce6',
  '#512fc9',
  '#4326a8',
  '#352087',
  '#281866',
];

// Dark surfaces: a deep navy rather than Mantine's grey.
const dark: MantineColorsTuple = [
  '#e6e8f4',
  '#c5c9e0',
  '#9ea4c4',
  '#737aa4',
  '#4a5180',
  '#333a66',
  '#252c55',
  '#1a2147',
  '#131a3a',
  '#0c122d',
];

/**
 * Every `light` variant (tinted buttons, badges, alerts, the selected nav item) also draws a border
 * in its colour, so it stands out in both schemes; `default` buttons take the control border, and
 * a red `default` button (a destructive action in a row) red text and a red border.
 * Filled red comes from `--mantine-color-red-filled` (set per scheme below).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const variant = input.variant ?? 'filled';
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (variant === 'default') {
    // A destructive default button (color="red") keeps the default fill with red text and edge.
    if (parsed.color === 'red')
      return { ...colors, color: 'var(--mantine-color-red-text)', border: `${rem(1)} solid var(--mantine-color-red-outline)` };
    return { ...colors, border: `${rem(1)} solid var(--app-control-border)` };
  }
  if (variant === 'light' && parsed.isThemeColor) {
    return { ...colors, border: `${rem(1)} solid var(--mantine-color-${parsed.color}-outline)` };
  }
  return colors;
};

/** Shade `i` of a colour. */
function at(shades: readonly string[], i: number): string {
  const c = shades[i];
  if (c === undefined) throw new Error(`No shade ${i}`);
  return c;
}

/** The first shade (from `from` down to 0) that reaches `ratio` against `background`. */
function shadeReaching(shades: readonly string[], from: number, ratio: number, background: string): number {
  for (let i = from; i > 0; i--) if (contrast(at(shades, i), background) >= ratio) return i;
  return 0;
}

/** The first shade from `from` up to 9 that reaches `ratio` against `background`. */
function darkerShadeReaching(shades: readonly string[], from: number, ratio: number, background: string): number {
  for (let i = from; i < 9; i++) if (contrast(at(shades, i), background) >= ratio) return i;
  return 9;
}

/** `color` darkened (mixed with black) until it reaches `ratio` against `background`. */
function darkenedReaching(color: string, ratio: number, background: string): string {
  let out = color;
  for (let k = 0.05; contrast(out, background) < ratio && k < 1; k += 0.05) out = darken(color, k);
  return out;
}

/**
 * The light scheme's outlines (and so the `light` variant's border): at least 3:1 against white.
 * The `light` variant's text (an alert's title, a badge) is Mantine's shade 9 on the shade 1 tint,
 * under 4.5:1 for green, teal, lime, yellow and orange: those take shade 9 darkened until it reads.
 */
function lightColorVariables(t: MantineTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    const outline = darkerShadeReaching(shades, 6, 3, t.white);
    vars[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-${outline})`;
    vars[`--mantine-color-${name}-outline-hover`] = withAlpha(at(shades, outline), 0.05);
    if (contrast(at(shades, 9), at(shades, 1)) < 4.5) {
      vars[`--mantine-color-${name}-light-color`] = darkenedReaching(at(shades, 9), 4.5, at(shades, 1));
    }
  }
  return vars;
}

/**
 * The dark scheme's colour variables. Mantine derives them from the primary shade (4 here), which
 * leaves tints at 1.1:1 against the navy page and turns `light`/`subtle` text and outlines of every
 * colour near-white (a red Delete read as white). Here each colour gets a tint of its shade 4, text
 * that reaches 4.5:1 on that tint, and an outline that reaches 3.5:1 against the page.
 */
function darkColorVariables(t: MantineTheme): Record<string, string> {
  const body = at(t.colors.dark, 7);
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    const tint = withAlpha(at(shades, 4), 0.2);
    const tintOnBody = `rgb(${over(tint, body).join(', ')})`;
    const text = shadeReaching(shades, 4, 4.5, tintOnBody);
    const outline = shadeReaching(shades, 5, 3.5, body);
    vars[`--mantine-color-${name}-light`] = tint;
    vars[`--mantine-color-${name}-light-hover`] = withAlpha(at(shades, 4), 0.3);
    vars[`--mantine-color-${name}-light-color`] = `var(--mantine-color-${name}-${text})`;
    vars[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-${shadeReaching(shades, 4, 4.5, body)})`;
    vars[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-${outline})`;
    vars[`--mantine-color-${name}-outline-hover`] = withAlpha(at(shades, outline), 0.08);
  }
  return vars;
}

/** Options that scroll natively in their listbox (`.app-combobox-options`, app.css). */
const nativeOptionsScroll = { defaultProps: { withScrollArea: false }, classNames: { options: 'app-combobox-options' } };

/** An input's label in the error colour while the input has an error. */
function errorLabelStyles(_theme: unknown, props: { error?: unknown }) {
  return { label: props.error ? { color: 'var(--mantine-color-error)' } : {} };
}

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  // Menus, dialogs and popovers open without their transitions when the system asks for less
  // motion (app.css does the same for the console's own transitions).
  respectReducedMotion: true,
  primaryShade: { light: 6, dark: 4 },
  colors: { brand, dark },
  defaultRadius: 'sm',
  fontFamily: 'Ubuntu, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "DejaVu Sans", Helvetica, Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
  fontSizes: {
    xxs: rem(10),
    xs: rem(12),
    sm: rem(14),
    md: rem(16),
    lg: rem(18),
    xl: rem(20),
    xxl: rem(22),
    '3xl': rem(24),
    '4xl': rem(26),
    '5xl': rem(28),
    '6xl': rem(34),
  },
  spacing: {
    none: rem(0),
    xxs: rem(4),
    xs: rem(8),
    sm: rem(12),
    md: rem(16),
    lg: rem(24),
    xl: rem(32),
    xxl: rem(40),
    '3xl': rem(48),
    '4xl': rem(56),
    '5xl': rem(64),
    '6xl': rem(72),
    '7xl': rem(80),
  },
  fontWeights: { light: '300', regular: '400', medium: '600', bold: '600' },
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: rem(34), lineHeight: '1.3' },
      h2: { fontSize: rem(28), lineHeight: '1.35' },
      h3: { fontSize: rem(24), lineHeight: '1.4' },
      h4: { fontSize: rem(20), lineHeight: '1.45' },
      h5: { fontSize: rem(18), lineHeight: '1.5' },
      h6: { fontSize: rem(16), lineHeight: '1.5' },
    },
  },
  components: {
    // Alerts are at least 40px high; dialogs sit on the modal layer, their titles in one weight.
    // Plain entries rather than `Modal.extend(…)` (which returns its argument), so the theme does
    // not bring the components' code into the first load.
    Alert: { styles: { root: { minHeight: sizes.alertMinHeight } } },
    // An invalid field's label is its message (the caller passes it as the label), in red.
    TextInput: { styles: errorLabelStyles },
    PasswordInput: { styles: errorLabelStyles },
    Textarea: { styles: errorLabelStyles },
    // A long list of options scrolls in the listbox itself (app.css), not in a ScrollArea around it:
    // a scroller holding no focusable element is a keyboard trap to axe, whereas the listbox is
    // reached through its combobox (the arrows move the active option and scroll it into view).
    Select: { styles: errorLabelStyles, ...nativeOptionsScroll },
    MultiSelect: { styles: errorLabelStyles, ...nativeOptionsScroll },
    TagsInput: { styles: errorLabelStyles, ...nativeOptionsScroll },
    Autocomplete: nativeOptionsScroll,
    NumberInput: { styles: errorLabelStyles },
    // A menu holds only its items: Mantine's focus placeholder (a presentational element with a
    // tabindex) inside role="menu" breaks ARIA's required children. The first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A dialog's (and a drawer's) ✕ is named; a dialog that names it otherwise passes its own.
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Modal: {
      defaultProps: { zIndex: layers.modal, closeButtonProps: { 'aria-label': 'Close dialog' } },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' } },
    },
  },
  other: { sizes, layers },
});

/** CSS variables of the tokens above (pass to MantineProvider's cssVariablesResolver). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {
    '--app-topbar-height': `${sizes.topBarHeight}px`,
    '--app-sidebar-width': `${sizes.sidebarWidth}px`,
    '--app-banner-height': `${sizes.bannerHeight}px`,
    '--app-assist-docked-width': `${sizes.assistDockedWidth}px`,
    '--app-form-card-width': `${sizes.formCardWidth}px`,
    '--app-error-card-width': `${sizes.errorCardWidth}px`,
    '--app-min-window-width': `${sizes.minWindowWidth}px`,
    '--app-z-docked': String(layers.docked),
    '--app-z-floating': String(layers.floating),
    '--app-z-overlay': String(layers.overlay),
    '--app-z-skip-link': String(layers.skipLink),
    '--app-z-modal': String(layers.modal),
    '--app-z-above-modal': String(layers.aboveModal),
  },
  light: {
    ...lightColorVariables(t),
    // Filled red keeps white text readable (Mantine's red 6 gives 3.3:1).
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    // A field's error (its label turned into the message) in red that reads at 4.5:1 (red 6: 3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--app-control-border': 'var(--mantine-color-gray-6)',
  },
  dark: {
    ...darkColorVariables(t),
    // Red 8: white text at 4.5:1 and 3.4:1 against the navy page (Mantine's red 4: 2.3:1 text).
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    // Mantine's red 8: 3.4:1 on the navy page; the scheme's red text reads at 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--app-control-border': 'var(--mantine-color-dark-3)',
  },
});
