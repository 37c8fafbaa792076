import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { MfaDialog } from './session-mfa-dialog';

describe('the session dialogs', () => {
  it('MFA: asks for the key, then offers to try again with the failure announced', async () => {
    const onVerify = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = renderWithProviders(
      <MfaDialog opened host="web-1" busy={false} error={null} webauthn onVerify={onVerify} onCancel={onCancel} />,
    );
    expect((await screen.findByRole('dialog', { name: 'Verify your identity' })).textContent).toContain('web-1 requires multi-factor');
    fireEvent.click(screen.getByRole('button', { name: 'Use security key' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <MfaDialog opened host="web-1" busy={false} error="error obtaining credential" webauthn onVerify={onVerify} onCancel={onCancel} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('error obtaining credential');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('MFA: a code-only challenge cannot be answered here, and says so for the desktop', async () => {
    renderWithProviders(
      <MfaDialog
        opened
        host="win-1"
        busy={false}
        error={null}
        webauthn={false}
        client="the desktop session"
        onVerify={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByText(/one-time code, which the desktop session cannot use/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Use security key' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
