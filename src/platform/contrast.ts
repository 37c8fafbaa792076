// WCAG contrast between colours, used to derive the theme's colour tokens and to test them.

/** [r, g, b] (0-255) and an alpha (0-1) of a `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(r, g, b, a)` colour. */
export function parseColor(color: string): { rgb: [number, number, number]; alpha: number } {
  const c = color.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(c);
  if (short)
    return parseColor(
      `#${short
        .slice(1)
        .map((d) => `${d}${d}`)
        .join('')}`,
    );
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c);
  if (hex) return { rgb: rgbOf(hex.slice(1, 4).map((h) => parseInt(h, 16))), alpha: 1 };
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(c);
  if (fn) return { rgb: rgbOf(fn.slice(1, 4).map(Number)), alpha: fn[4] === undefined ? 1 : Number(fn[4]) };
  throw new Error(`Not a colour: ${color}`);
}

function rgbOf([r = 0, g = 0, b = 0]: number[]): [number, number, number] {
  return [r, g, b];
}

/** `#rrggbb` at an opacity, as `rgba(…)`. */
export function withAlpha(color: string, alpha: number): string {
  const { rgb } = parseColor(color);
  return `rgba(${rgb.join(', ')}, ${alpha})`;
}

/** The opaque colour `color` shows over the opaque `background`. */
export function over(color: string, background: string): [number, number, number] {
  const fg = parseColor(color);
  const bg = parseColor(background).rgb;
  return rgbOf(fg.rgb.map((v, i) => Math.round(v * fg.alpha + (bg[i] ?? 0) * (1 - fg.alpha))));
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio (1-21) of `a` over the opaque `background` (`a` may be translucent). */
export function contrast(a: string, background: string): number {
  const x = luminance(over(a, background));
  const y = luminance(parseColor(background).rgb);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
