// The password form of the sign-in screen, as plain DOM (login-fields.ts).
import { MFA_LABELS, defaultMfaMethod, type MfaMethod } from '@/shared/credentials/second-factor';
import { field, h, loginButton } from './login-fields';

export interface LoginValues {
  user: string;
  pass: string;
  /** null when the cluster has no second factor. */
  method: MfaMethod | null;
  otpCode: string;
}

type Errors = Partial<Record<'user' | 'pass' | 'otpCode', string>>;

/** The product's texts where it has them ('Token is required'). */
export function validateLogin(values: LoginValues): Errors {
  const errors: Errors = {};
  if (values.user.trim() === '') errors.user = 'Username is required';
  if (values.pass === '') errors.pass = 'Password is required';
  if (values.method === 'otp' && values.otpCode.trim() === '') errors.otpCode = 'Token is required';
  return errors;
}

export interface LoginForm {
  element: HTMLFormElement;
  /** The user name field, which takes the focus when the form is shown. */
  firstField: HTMLInputElement;
  /** An attempt is on: fields read-only, the method choice disabled, the button busy. */
  setPending(pending: boolean): void;
  /** The server's message above the fields (null: none). */
  setServerError(message: string | null): void;
}

/**
 * User name, password and, as the cluster's second-factor setting says, a choice of method and an
 * authenticator code. Validates on submit; an invalid field's label turns into the message and the
 * field is marked red. What the user typed is never cleared. While an attempt is on, the fields
 * are read-only, not disabled: a disabled field drops the keyboard focus to the page (Enter in the
 * password field).
 */
export function createLoginForm({
  onSubmit,
  mfaOptions = [],
  preferredMfa = '',
}: {
  onSubmit: (values: LoginValues) => void;
  mfaOptions?: MfaMethod[];
  preferredMfa?: string;
}): LoginForm {
  let method = defaultMfaMethod(mfaOptions, preferredMfa);
  let pending = false;

  const user = field('Username', { autocomplete: 'username' });
  const pass = field('Password', { autocomplete: 'current-password' }, { reveal: true });
  const otp = field('Authenticator Code', { placeholder: '123 456', inputmode: 'numeric', autocomplete: 'one-time-code' });
  const submit = loginButton('Sign In', { type: 'submit' });
  const alert = h('div', { class: 'lg-alert', role: 'alert' });
  const form = h('form', { novalidate: '', 'aria-label': 'Sign in', class: 'lg-stack' }, user.element, pass.element);

  let segments: HTMLFieldSetElement | null = null;
  if (mfaOptions.length > 1) {
    segments = h(
      'fieldset',
      { class: 'lg-segments', role: 'radiogroup', 'aria-label': 'Two-factor type' },
      ...mfaOptions.map((m) => {
        const radio = h('input', { type: 'radio', name: 'mfa-method', value: m });
        radio.checked = m === method;
        radio.addEventListener('change', () => {
          method = m;
          showOtp();
        });
        return h('label', { class: 'lg-segment' }, radio, h('span', {}, MFA_LABELS[m]));
      }),
    );
    form.append(segments);
  }
  form.append(submit.element);

  // The code field is there for the authenticator app only; what was typed in it is kept.
  const showOtp = () => {
    if (method === 'otp') submit.element.before(otp.element);
    else otp.element.remove();
  };
  showOtp();

  const values = (): LoginValues => ({ user: user.input.value, pass: pass.input.value, method, otpCode: otp.input.value });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    const v = values();
    const errors = validateLogin(v);
    user.setLabel(errors.user ?? 'Username', Boolean(errors.user));
    pass.setLabel(errors.pass ?? 'Password', Boolean(errors.pass));
    otp.setLabel(errors.otpCode ?? 'Authenticator Code', Boolean(errors.otpCode));
    if (Object.keys(errors).length === 0) onSubmit({ ...v, user: v.user.trim(), otpCode: v.otpCode.replace(/\s+/g, '') });
  });

  return {
    element: form,
    firstField: user.input,
    setPending(next) {
      pending = next;
      for (const f of [user, pass, otp]) f.input.readOnly = next;
      if (segments) segments.disabled = next;
      submit.setState({ loading: next });
    },
    setServerError(message) {
      if (message === null) return alert.remove();
      alert.replaceChildren(h('strong', {}, 'Sign-in failed'), message);
      form.prepend(alert);
    },
  };
}
