import '@mantine/core/styles/SegmentedControl.layer.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { OtpCodeInput } from '../../shared/otp-code-input';
import { MFA_LABELS, defaultMfaMethod, type MfaMethod } from '../../shared/credentials/second-factor';

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
 * field is marked red. What the user typed is never cleared.
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
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, user: values.user.trim(), otpCode: values.otpCode.replace(/\s+/g, '') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" title="Sign-in failed" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label={errors.user ?? 'Username'}
          error={Boolean(errors.user)}
          autoComplete="username"
          autoFocus
          value={values.user}
          onChange={(e) => set('user', e.currentTarget.value)}
          disabled={pending}
        />
        <PasswordInput
          label={errors.pass ?? 'Password'}
          error={Boolean(errors.pass)}
          // PasswordInput marks only data-invalid on its inner input; screen readers need aria.
          aria-invalid={errors.pass ? true : undefined}
          autoComplete="current-password"
          value={values.pass}
          onChange={(e) => set('pass', e.currentTarget.value)}
          disabled={pending}
        />
        {mfaOptions.length > 1 && (
          <SegmentedControl
            aria-label="Two-factor type"
            fullWidth
            value={values.method ?? ''}
            onChange={(value) => set('method', value as MfaMethod)}
            data={mfaOptions.map((m) => ({ value: m, label: MFA_LABELS[m] }))}
            disabled={pending}
          />
        )}
        {values.method === 'otp' && (
          <OtpCodeInput value={values.otpCode} onChange={(v) => set('otpCode', v)} error={errors.otpCode} disabled={pending} />
        )}
        <Button type="submit" size="md" loading={pending} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
