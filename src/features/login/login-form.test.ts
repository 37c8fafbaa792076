// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByLabelText, getByPlaceholderText, getByRole, queryByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createLoginForm, validateLogin, type LoginValues } from './login-form';

afterEach(() => document.body.replaceChildren());

function show(options: { mfaOptions?: Array<'webauthn' | 'otp' | 'none'>; preferredMfa?: string } = {}) {
  const onSubmit = vi.fn<(values: LoginValues) => void>();
  const form = createLoginForm({ onSubmit, ...options });
  document.body.append(form.element);
  return { form, onSubmit, body: document.body, user: userEvent.setup() };
}

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

describe('the login form', () => {
  it('is a form named Sign in with labelled fields and the autocomplete hints', () => {
    const { body } = show();
    const form = getByRole(body, 'form', { name: 'Sign in' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    expect(getByLabelText(body, 'Username').getAttribute('autocomplete')).toBe('username');
    const password = getByLabelText(body, 'Password', { exact: true }) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(getByRole(body, 'button', { name: 'Sign In' }).getAttribute('type')).toBe('submit');
  });

  it('turns the label of an empty field into its message on submit and sends nothing', async () => {
    const { body, onSubmit, user } = show();
    await user.type(getByLabelText(body, 'Username'), 'alice');
    await user.click(getByRole(body, 'button', { name: 'Sign In' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const password = getByLabelText(body, 'Password is required');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.closest('.lg-field')?.hasAttribute('data-invalid')).toBe(true);
    expect((getByLabelText(body, 'Username') as HTMLInputElement).value).toBe('alice');
    expect(getByLabelText(body, 'Username').hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks both fields when both are empty, and clears a message once the field is filled', async () => {
    const { body, user } = show();
    await user.click(getByRole(body, 'button', { name: 'Sign In' }));
    expect(getByLabelText(body, 'Username is required')).toBeDefined();
    await user.type(getByLabelText(body, 'Username is required'), 'alice');
    await user.click(getByRole(body, 'button', { name: 'Sign In' }));
    expect(getByLabelText(body, 'Username').hasAttribute('aria-invalid')).toBe(false);
    expect(getByLabelText(body, 'Password is required')).toBeDefined();
  });

  it('submits the trimmed user name and the password as typed (Enter in the password field too)', async () => {
    const { body, onSubmit, user } = show();
    await user.type(getByLabelText(body, 'Username'), '  alice ');
    await user.type(getByLabelText(body, 'Password', { exact: true }), ' s3cret ');
    await user.click(getByRole(body, 'button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ user: 'alice', pass: ' s3cret ', method: null, otpCode: '' });
    await user.type(getByLabelText(body, 'Password', { exact: true }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('reveals the password and hides it again, the toggle out of the tab order', async () => {
    const { body, user } = show();
    const password = getByLabelText(body, 'Password', { exact: true }) as HTMLInputElement;
    const toggle = getByRole(body, 'button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.tabIndex).toBe(-1);
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(getByRole(body, 'button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.type).toBe('password');
  });

  it('has no method choice and no code without a second factor, and the code alone for otp', () => {
    const none = show();
    expect(queryByRole(none.body, 'radiogroup')).toBeNull();
    expect(none.body.querySelector('input[placeholder="123 456"]')).toBeNull();
    document.body.replaceChildren();
    const otp = show({ mfaOptions: ['otp'] });
    expect(queryByRole(otp.body, 'radiogroup')).toBeNull();
    expect(getByLabelText(otp.body, 'Authenticator Code').getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('offers the methods of the setting and sends the code without spaces', async () => {
    const { body, onSubmit, user } = show({ mfaOptions: ['webauthn', 'otp'], preferredMfa: 'otp' });
    expect(getByRole(body, 'radiogroup', { name: 'Two-factor type' })).toBeDefined();
    expect(getByRole(body, 'radio', { name: 'Authenticator App' })).toHaveProperty('checked', true);
    expect(getByRole(body, 'radio', { name: 'Hardware Key' })).toHaveProperty('checked', false);
    await user.type(getByLabelText(body, 'Username'), 'alice');
    await user.type(getByLabelText(body, 'Password', { exact: true }), 'pw');
    await user.click(getByRole(body, 'button', { name: 'Sign In' }));
    expect(getByLabelText(body, 'Token is required')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(getByPlaceholderText(body, '123 456'), '123 456');
    await user.click(getByRole(body, 'button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ user: 'alice', pass: 'pw', method: 'otp', otpCode: '123456' });
  });

  it('shows the code field for the authenticator app only, keeping what was typed in it', async () => {
    const { body, onSubmit, user } = show({ mfaOptions: ['webauthn', 'otp'] });
    expect(getByRole(body, 'radio', { name: 'Hardware Key' })).toHaveProperty('checked', true);
    expect(body.querySelector('input[placeholder="123 456"]')).toBeNull();
    await user.click(getByRole(body, 'radio', { name: 'Authenticator App' }));
    await user.type(getByPlaceholderText(body, '123 456'), '42');
    await user.click(getByRole(body, 'radio', { name: 'Hardware Key' }));
    expect(body.querySelector('input[placeholder="123 456"]')).toBeNull();
    await user.click(getByRole(body, 'radio', { name: 'Authenticator App' }));
    expect((getByPlaceholderText(body, '123 456') as HTMLInputElement).value).toBe('42');
    await user.click(getByRole(body, 'radio', { name: 'Hardware Key' }));
    await user.type(getByLabelText(body, 'Username'), 'alice');
    await user.type(getByLabelText(body, 'Password', { exact: true }), 'pw');
    await user.click(getByRole(body, 'button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ user: 'alice', pass: 'pw', method: 'webauthn', otpCode: '42' });
  });

  it("shows the server's message and keeps what was typed", async () => {
    const { body, form, user } = show();
    await user.type(getByLabelText(body, 'Username'), 'alice');
    form.setServerError('invalid credentials');
    const alert = getByRole(body, 'alert');
    expect(alert.textContent).toContain('invalid credentials');
    expect(alert.querySelector('strong')?.textContent).toBe('Sign-in failed');
    expect((getByLabelText(body, 'Username') as HTMLInputElement).value).toBe('alice');
    form.setServerError(null);
    expect(queryByRole(body, 'alert')).toBeNull();
  });

  it('while an attempt is on: fields read-only (not disabled, the focus stays), the button busy, a submit ignored', async () => {
    const { body, form, onSubmit, user } = show({ mfaOptions: ['webauthn', 'otp'], preferredMfa: 'otp' });
    await user.type(getByLabelText(body, 'Username'), 'alice');
    await user.type(getByLabelText(body, 'Password', { exact: true }), 'pw');
    await user.type(getByPlaceholderText(body, '123 456'), '1');
    form.setPending(true);
    for (const input of body.querySelectorAll<HTMLInputElement>('input.lg-input')) {
      expect(input.readOnly).toBe(true);
      expect(input.disabled).toBe(false);
    }
    expect((getByRole(body, 'radiogroup') as HTMLFieldSetElement).disabled).toBe(true);
    const button = getByRole(body, 'button', { name: 'Sign In' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.lg-spinner')).not.toBeNull();
    getByLabelText(body, 'Password', { exact: true }).focus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);

    form.setPending(false);
    expect(getByLabelText(body, 'Username')).toHaveProperty('readOnly', false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.querySelector('.lg-spinner')).toBeNull();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
