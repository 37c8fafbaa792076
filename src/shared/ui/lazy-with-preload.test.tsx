// A preloaded lazy component renders at once; one not yet loaded suspends as React.lazy does.
import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazy-with-preload';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyWithPreload', () => {
  it('renders without suspending once preloaded', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Hello }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="there" />
      </Suspense>,
    );
    // Synchronously: no fallback in between.
    expect(screen.getByText('Hello there')).toBeTruthy();
  });

  it('suspends until loaded when not preloaded, and tries again after a failed load', async () => {
    let fail = true;
    const Lazy = lazyWithPreload(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hello })));
    await Lazy.preload();
    fail = false;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="later" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello later')).toBeTruthy();
  });
});
