import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { LoginForm, validateLogin } from './login-form';

describe('validateLogin', () => {
  it('requires a user name and a password', () => {
    expect(validateLogin({ user: ' ', pass: '', method: null, otpCode: '' })).toEqual({
      user: 'Username is required',
      pass: 'Password is required',
    });
    expect(validateLogin({ user: 'alice', pass: 'x', method: null, otpCode: '' })).toEqual({});
  });

  it("requires the authenticator code for OTP: 'Token is required'", () => {
    expect(validateLogin({ user: 'alice', pass: 'x', method: 'otp', otpCode: ' ' })).toEqual({ otpCode: 'Token is required' });
    expect(validateLogin({ user: 'alice', pass: 'x', method: 'webauthn', otpCode: '' })).toEqual({});
  });
});

describe('LoginForm', () => {
  it('turns the label of an empty field into its message on submit and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} pending={false} serverError={null} />);
    await userEvent.type(screen.getByLabelText('Username'), 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const password = screen.getByLabelText('Password is required');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('alice');
  });

  it('submits the trimmed user name and the password as typed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} pending={false} serverError={null} />);
    await userEvent.type(screen.getByLabelText('Username'), '  alice ');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), ' s3cret ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ user: 'alice', pass: ' s3cret ', method: null, otpCode: '' });
  });

  it('offers the methods of the setting and sends the code without spaces', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <LoginForm onSubmit={onSubmit} pending={false} serverError={null} mfaOptions={['webauthn', 'otp']} preferredMfa="otp" />,
    );
    expect(screen.getByRole('radio', { name: 'Authenticator App' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Hardware Key' })).toBeDefined();
    await userEvent.type(screen.getByLabelText('Username'), 'alice');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Token is required')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByPlaceholderText('123 456'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ user: 'alice', pass: 'pw', method: 'otp', otpCode: '123456' });
  });

  it("shows the server's message and keeps what was typed", async () => {
    const { rerender } = renderWithProviders(<LoginForm onSubmit={() => {}} pending={false} serverError={null} />);
    await userEvent.type(screen.getByLabelText('Username'), 'alice');
    rerender(<LoginForm onSubmit={() => {}} pending={false} serverError="invalid credentials" />);
    expect(screen.getByRole('alert').textContent).toContain('invalid credentials');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('alice');
  });
});
