// PlainBadge draws what Mantine's Badge draws for the props it takes, in the console's theme.
import { describe, expect, it } from 'vitest';
import { Badge } from '@mantine/core';
import { renderWithProviders } from '@/testing/render';
import { ArrowLeftIcon } from '@/shared/icons/icons';
import { PlainBadge, type PlainBadgeProps } from './plain-badge';

function described(element: Element): unknown {
  const html = element as HTMLElement;
  const style: Record<string, string> = {};
  for (let i = 0; i < (html.style?.length ?? 0); i++) {
    const name = html.style.item(i);
    style[name] = html.style.getPropertyValue(name);
  }
  const attributes = Object.fromEntries([...html.attributes].filter((a) => a.name !== 'style').map((a) => [a.name, a.value]));
  return { tag: html.tagName, attributes, style, children: [...html.children].map(described), text: html.textContent };
}

function drawn(ui: React.ReactElement): unknown {
  const { container, unmount } = renderWithProviders(ui);
  const result = described(container.lastElementChild!);
  unmount();
  return result;
}

const CASES: PlainBadgeProps[] = [
  { variant: 'default', tt: 'none', leftSection: <ArrowLeftIcon size={12} />, title: 'Connected through a reverse tunnel' },
  { variant: 'outline', size: 'sm', color: 'orange', tt: 'none' },
  { variant: 'light', color: 'grape' },
  { variant: 'filled', size: 'xs' },
];

describe('PlainBadge', () => {
  it.each(CASES.map((props, i) => [i, props] as const))('draws case %i as Badge does', (_, props) => {
    expect(drawn(<PlainBadge {...props}>tunnel</PlainBadge>)).toEqual(drawn(<Badge {...props}>tunnel</Badge>));
  });
});
