import { useState, type FormEvent } from 'react';
import { MFA_LABELS, defaultMfaMethod, type MfaMethod } from '@/shared/credentials/second-factor';
import { Field, LoginButton } from './login-fields';

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

/**
 * User name, password and, as the cluster's second-factor setting says, a choice of method and an
 * authenticator code. Validates on submit; an invalid field's label turns into the message and the
 * field is marked red. What the user typed is never cleared. While an attempt is on, the fields
 * are read-only, not disabled: a disabled field drops the keyboard focus to the page (Enter in the
 * password field). Plain elements (login.css): the sign-in page loads no component library.
 */
export function LoginForm({
  onSubmit,
  pending,
  serverError,
  mfaOptions = [],
  preferredMfa = '',
}: {
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
  serverError: string | null;
  mfaOptions?: MfaMethod[];
  preferredMfa?: string;
}) {
  const [values, setValues] = useState<LoginValues>({
    user: '',
    pass: '',
    method: defaultMfaMethod(mfaOptions, preferredMfa),
    otpCode: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, user: values.user.trim(), otpCode: values.otpCode.replace(/\s+/g, '') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in" className="lg-stack">
      {serverError && (
        <div className="lg-alert" role="alert">
          <strong>Sign-in failed</strong>
          {serverError}
        </div>
      )}
      <Field
        label={errors.user ?? 'Username'}
        invalid={Boolean(errors.user)}
        autoComplete="username"
        autoFocus
        value={values.user}
        onChange={(e) => set('user', e.currentTarget.value)}
        readOnly={pending}
      />
      <Field
        label={errors.pass ?? 'Password'}
        invalid={Boolean(errors.pass)}
        reveal
        autoComplete="current-password"
        value={values.pass}
        onChange={(e) => set('pass', e.currentTarget.value)}
        readOnly={pending}
      />
      {mfaOptions.length > 1 && (
        <fieldset className="lg-segments" role="radiogroup" aria-label="Two-factor type" disabled={pending}>
          {mfaOptions.map((m) => (
            <label key={m} className="lg-segment">
              <input type="radio" name="mfa-method" value={m} checked={values.method === m} onChange={() => set('method', m)} />
              <span>{MFA_LABELS[m]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {values.method === 'otp' && (
        <Field
          label={errors.otpCode ?? 'Authenticator Code'}
          invalid={Boolean(errors.otpCode)}
          placeholder="123 456"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.otpCode}
          onChange={(e) => set('otpCode', e.currentTarget.value)}
          readOnly={pending}
        />
      )}
      <LoginButton type="submit" loading={pending}>
        Sign In
      </LoginButton>
    </form>
  );
}
