import { createTheme, defaultVariantColorsResolver, rem, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

/** An input's label in the error colour while the input has an error. */
function errorLabelStyles(_theme: unknown, props: { error?: unknown }) {
  return { label: props.error ? { color: 'var(--mantine-color-error)' } : {} };
}

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
 * Filled red (delete, revoke) keeps white text readable (>= 4.5:1) in both themes: Mantine would
 * pick red 4 in the dark theme (2.3:1) and red 6 in the light one (3.3:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const { variant, color } = input;
  if ((variant ?? 'filled') === 'filled' && (color === 'red' || color?.startsWith('red.'))) {
    return { ...colors, background: 'var(--mantine-color-red-9)', hover: '#a61e1e', color: 'var(--mantine-color-white)' };
  }
  return colors;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
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
    // An invalid field's label turns into the message, in the error colour.
    // Plain entries rather than `TextInput.extend(…)` (which returns its argument), so the theme
    // does not bring the components' code into the first load.
    TextInput: { styles: errorLabelStyles },
    PasswordInput: { styles: errorLabelStyles },
    // Alerts are at least 40px high; dialogs sit on the modal layer 1200.
    Alert: { styles: { root: { minHeight: 40 } } },
    Modal: { defaultProps: { zIndex: 1200 } },
  },
  other: {
    /** The product's layout constants, in px. */
    topBarHeight: 72,
    sidebarWidth: 256,
    formCardWidth: 600,
    errorCardWidth: 540,
  },
});
