// The theme's colours, resolved as the browser would for each scheme (Mantine's variables, then
// the theme's cssVariablesResolver over them), meet the contrast the design asks for.
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { contrast, over, parseColor } from './contrast';
import { cssVariablesResolver, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
type Scheme = 'light' | 'dark';

function variablesOf(scheme: Scheme): Record<string, string> {
  const base = defaultCssVariablesResolver(full);
  const ours = cssVariablesResolver(full);
  return { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] };
}

/** A CSS value with its var(…) references replaced, down to a colour. */
function resolve(value: string, vars: Record<string, string>): string {
  let out = value.trim();
  for (let i = 0; i < 10; i++) {
    const name = /^var\((--[\w-]+)\)$/.exec(out)?.[1];
    if (!name) return out;
    const next = vars[name];
    if (next === undefined) throw new Error(`Unknown variable ${name}`);
    out = next.trim();
  }
  throw new Error(`Too deep: ${value}`);
}

/** The colour of a `1px solid <colour>` border. */
const borderColor = (border: string) => border.replace(/^.*\ssolid\s+/, '');

const variant = (v: string, color: string) => full.variantColorResolver({ color, theme: full, variant: v, autoContrast: false });

describe.each<Scheme>(['light', 'dark'])('the %s scheme', (scheme) => {
  const vars = variablesOf(scheme);
  const body = resolve('var(--mantine-color-body)', vars);
  const c = (value: string) => resolve(value, vars);

  it.each(['brand', 'red'])('a filled %s button stands out from the page and carries readable text', (color) => {
    const v = variant('filled', color);
    expect(contrast(c(v.background!), body)).toBeGreaterThanOrEqual(3);
    expect(contrast(c(v.color!), c(v.background!))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c(v.color!), c(v.hover!))).toBeGreaterThanOrEqual(4.5);
  });

  // The colours controls take (green and yellow only tint status badges and alerts).
  it.each(['brand', 'red', 'gray', 'blue'])('a light %s control has a border at 3:1 and readable text', (color) => {
    const v = variant('light', color);
    expect(contrast(c(borderColor(v.border!)), body)).toBeGreaterThanOrEqual(3);
    // The tint may be translucent: the text sits on the tint over the page.
    const fill = `rgb(${over(c(v.background!), body).join(', ')})`;
    expect(contrast(c(v.color!), fill)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['brand', 'red'])('subtle %s text reads at 4.5:1 on the page', (color) => {
    const v = variant('subtle', color);
    expect(contrast(c(v.color!), body)).toBeGreaterThanOrEqual(4.5);
  });

  it('a red default button (a destructive row action) has red text at 4.5:1 and a red edge at 3:1', () => {
    const v = variant('default', 'red');
    const bg = c(v.background!);
    expect(contrast(c(v.color!), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c(borderColor(v.border!)), body)).toBeGreaterThanOrEqual(3);
  });

  it('danger stays red: red text, outlines and fills are red-hued', () => {
    const red = [variant('subtle', 'red').color!, variant('light', 'red').color!, variant('filled', 'red').background!];
    red.push(variant('default', 'red').color!, 'var(--mantine-color-red-text)');
    for (const v of red) {
      const [r, g, b] = parseColor(c(v)).rgb;
      expect(r).toBeGreaterThan(g + 60);
      expect(r).toBeGreaterThan(b + 60);
    }
  });

  it('a control edge (inputs, default buttons, checkboxes) reaches 3:1 against the page', () => {
    const edge = c('var(--app-control-border)');
    expect(contrast(edge, body)).toBeGreaterThanOrEqual(3);
    // Inputs sit on their own background (dark 6 in the dark scheme).
    const inputBg = scheme === 'dark' ? c('var(--mantine-color-dark-6)') : c('var(--mantine-color-white)');
    expect(contrast(edge, inputBg)).toBeGreaterThanOrEqual(3);
    expect(c(borderColor(variant('default', 'brand').border!))).toBe(edge);
  });
});
