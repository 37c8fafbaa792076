// PlainButton draws what Mantine's Button draws for the props it takes: the same elements, classes,
// attributes and inline variables, in the console's theme.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Button } from '@mantine/core';
import { renderWithProviders } from '@/testing/render';
import { ChevronDownIcon } from '@/shared/icons/icons';
import { PlainButton } from './plain-button';

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

describe('PlainButton', () => {
  it('draws a light xs button with a right section as Button does', () => {
    const props = { 'aria-label': 'Connect to web-1', 'aria-haspopup': 'dialog', 'aria-expanded': false } as const;
    expect(
      drawn(
        <PlainButton size="xs" variant="light" rightSection={<ChevronDownIcon size={14} />} {...props}>
          Connect
        </PlainButton>,
      ),
    ).toEqual(
      drawn(
        <Button size="xs" variant="light" rightSection={<ChevronDownIcon size={14} />} {...props}>
          Connect
        </Button>,
      ),
    );
  });

  it('draws a link, a left section and other variants as Button does', () => {
    const link = { href: '/web/launch/x', target: '_blank', rel: 'noopener noreferrer', 'aria-label': 'Launch x' };
    expect(
      drawn(
        <PlainButton component="a" size="xs" variant="light" {...link}>
          Launch
        </PlainButton>,
      ),
    ).toEqual(
      drawn(
        <Button component="a" size="xs" variant="light" {...link}>
          Launch
        </Button>,
      ),
    );
    for (const variant of ['default', 'filled', 'subtle'] as const) {
      expect(
        drawn(
          <PlainButton size="sm" variant={variant} leftSection={<ChevronDownIcon size={14} />}>
            More
          </PlainButton>,
        ),
      ).toEqual(
        drawn(
          <Button size="sm" variant={variant} leftSection={<ChevronDownIcon size={14} />}>
            More
          </Button>,
        ),
      );
    }
  });

  it('adds a class and styles given to it (a popover target passes its own) as Button does', () => {
    const extra = { className: 'extra', style: { marginTop: 4 } };
    expect(
      drawn(
        <PlainButton size="xs" variant="light" {...extra}>
          Connect
        </PlainButton>,
      ),
    ).toEqual(
      drawn(
        <Button size="xs" variant="light" {...extra}>
          Connect
        </Button>,
      ),
    );
    expect(
      drawn(
        <PlainButton size="xs" variant="light" className="">
          Connect
        </PlainButton>,
      ),
    ).toEqual(
      drawn(
        <Button size="xs" variant="light" className="">
          Connect
        </Button>,
      ),
    );
  });

  it('is a button that clicks', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <PlainButton size="xs" variant="light" onClick={onClick}>
        Go
      </PlainButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
