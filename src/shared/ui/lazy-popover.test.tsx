// Menus and popovers whose code loads on the first click mount around a new copy of their button:
// closing them must still give the focus back to that button, never to <body>.
import { describe, expect, it } from 'vitest';
import { lazy, useRef } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Menu } from '@mantine/core';
import { renderWithProviders } from '@/testing/render';
import { LazyPopover } from './lazy-popover';
import { useOpenedOnMount } from './opened-on-mount';

function Picker() {
  return (
    <LazyPopover
      label="Log in to web-1"
      testId="picker"
      renderTarget={(target) => (
        <Button aria-label="Connect to web-1" {...target}>
          Connect
        </Button>
      )}
      renderDropdown={(close) => (
        <Button onClick={close} data-testid="choice">
          root
        </Button>
      )}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: 'Connect to web-1' });

describe('LazyPopover', () => {
  it('opens on the first click and gives the focus back to its button on Escape', async () => {
    renderWithProviders(<Picker />);
    fireEvent.click(trigger());
    const dropdown = await screen.findByTestId('picker');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dropdown.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('picker')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('gives the focus back after a choice closes it, the second time too', async () => {
    renderWithProviders(<Picker />);
    for (let round = 0; round < 2; round++) {
      fireEvent.click(trigger());
      fireEvent.click(await screen.findByTestId('choice'));
      await waitFor(() => expect(screen.queryByTestId('picker')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(trigger()));
    }
  });
});

/** A popover whose content loads its code when opened: `release` lets it arrive. */
function lazyPicker(content: () => React.ReactElement) {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const Content = lazy(() => arrived.then(() => ({ default: content })));
  const render = () =>
    renderWithProviders(
      <LazyPopover
        label="Pick labels"
        loadingLabel="Loading labels"
        testId="lazy-picker"
        renderTarget={(target) => <Button {...target}>Labels</Button>}
        renderDropdown={() => <Content />}
      />,
    );
  return { render, release: () => release() };
}

describe('LazyPopover with content that loads its code', () => {
  it('shows the named loader, then gives the focus to the [data-autofocus] control of what arrived', async () => {
    const picker = lazyPicker(() => (
      <>
        <Button>Clear</Button>
        <input aria-label="Narrow the labels" data-autofocus />
      </>
    ));
    picker.render();
    fireEvent.click(screen.getByRole('button', { name: 'Labels' }));
    expect(await screen.findByRole('status', { name: 'Loading labels' })).toBeTruthy();
    picker.release();
    const field = await screen.findByRole('textbox', { name: 'Narrow the labels' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Labels' })));
  });

  it('without one, the focus goes to its first control (a disabled one is passed over)', async () => {
    const picker = lazyPicker(() => (
      <>
        <input type="checkbox" aria-label="Name" disabled />
        <input type="checkbox" aria-label="Address" />
      </>
    ));
    picker.render();
    fireEvent.click(screen.getByRole('button', { name: 'Labels' }));
    picker.release();
    const address = await screen.findByRole('checkbox', { name: 'Address' });
    await waitFor(() => expect(document.activeElement).toBe(address));
  });
});

/** A menu loaded on demand, mounted around a new button (the user menu's pattern). */
function MountedMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnMount(button);
  return (
    <Menu opened={opened} onChange={setOpened} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button ref={button}>User menu</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Account Settings</Menu.Item>
        <Menu.Item>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('a menu mounted open (useOpenedOnMount)', () => {
  it('opens with the focus in it, and Escape returns the focus to its button', async () => {
    renderWithProviders(<MountedMenu />);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'User menu' })));
  });
});
