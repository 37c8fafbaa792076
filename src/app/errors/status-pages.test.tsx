import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@/api/errors';
import { renderInShell } from '@/app/shell/shell-test-harness';
import { RouteError } from './route-error';
import { ShellInitError } from './shell-init-error';
import { NotFoundPage } from '@/shared/pages/not-found-page';
import { LoginFailedPage } from '@/shared/pages/login-failed-page';

describe('shared status pages', () => {
  it("shows a page's render error as 'Internal Error' with its message and a retry", async () => {
    const reset = vi.fn();
    renderInShell(<RouteError error={new Error('Cannot read the <b>thing</b>')} reset={reset} info={{ componentStack: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Internal Error' })).toBeTruthy();
    expect(screen.getByText('Cannot read the <b>thing</b>')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalled();
  });

  it("shows a refusal by the server as 'Access Denied', without a retry", async () => {
    const error = new ApiError('access denied', new Response(null, { status: 403 }));
    renderInShell(<RouteError error={error} reset={() => {}} info={{ componentStack: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('access denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a failed shell start on a full page with the reason, a retry and a way back to sign-in', async () => {
    renderInShell(<ShellInitError error={new Error('Network request failed')} reset={() => {}} info={{ componentStack: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Internal Error' })).toBeTruthy();
    expect(screen.getByText('The console could not load your context: Network request failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/web/login');
  });

  it("has '404 Not Found' and 'Login Unsuccessful' in the product's words", async () => {
    renderInShell(
      <>
        <NotFoundPage />
        <LoginFailedPage />
      </>,
    );
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested path could not be found.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Login Unsuccessful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Please attempt to log in again.' }).getAttribute('href')).toBe('/web/login');
  });
});
