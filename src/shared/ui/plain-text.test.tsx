// PlainText draws what Mantine's Text draws for the props it takes: the same element, classes,
// attributes and inline styles.
import { describe, expect, it } from 'vitest';
import { Text } from '@mantine/core';
import { renderWithProviders } from '@/testing/render';
import { isPlainTextProps, PlainText, type PlainTextProps } from './plain-text';

const CASES: PlainTextProps[] = [
  { fz: 'sm', fw: 600, title: 'a title', className: 'name-token' },
  { fz: 'xs', ff: 'monospace', className: 'nowrap-token' },
  { size: 'sm', ff: 'monospace', style: { whiteSpace: 'nowrap' } },
  { size: 'sm', fw: 600, lineClamp: 2, title: 'described' },
  { size: 'sm', truncate: 'end' },
  { size: 'xs', truncate: true },
  { fz: 'xs', c: 'dimmed', lineClamp: 2, title: 'd' },
  { span: true, fz: 'xs', c: 'dimmed' },
  { size: 'md' },
  {},
];

function described(element: Element) {
  const html = element as HTMLElement;
  const style: Record<string, string> = {};
  for (let i = 0; i < html.style.length; i++) {
    const name = html.style.item(i);
    style[name] = html.style.getPropertyValue(name);
  }
  const attributes = Object.fromEntries([...html.attributes].filter((a) => a.name !== 'style').map((a) => [a.name, a.value]));
  return { tag: html.tagName, attributes, style, text: html.textContent };
}

describe('PlainText', () => {
  it.each(CASES.map((props) => [JSON.stringify(props), props] as const))('draws %s as Text does', (_, props) => {
    const text = renderWithProviders(<Text {...props}>words</Text>);
    const expected = described(text.container.lastElementChild!);
    text.unmount();
    const plain = renderWithProviders(<PlainText {...props}>words</PlainText>);
    expect(described(plain.container.lastElementChild!)).toEqual(expected);
  });

  it('takes only the props it draws as Text does', () => {
    expect(isPlainTextProps({ fz: 'sm', fw: 600, title: 't', children: 'x' })).toBe(true);
    expect(isPlainTextProps({ fz: 'sm', c: undefined })).toBe(true);
    expect(isPlainTextProps({ fz: 12 })).toBe(false);
    expect(isPlainTextProps({ c: 'red' })).toBe(false);
    expect(isPlainTextProps({ ff: 'text' })).toBe(false);
    expect(isPlainTextProps({ mt: 'sm' })).toBe(false);
    expect(isPlainTextProps({ component: 'div' })).toBe(false);
  });
});
