import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';

export interface LoginValues {
  user: string;
  pass: string;
}

type Errors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin(values: LoginValues): Errors {
  const errors: Errors = {};
  if (values.user.trim() === '') errors.user = 'Username is required';
  if (values.pass === '') errors.pass = 'Password is required';
  return errors;
}

/**
 * Username and password. Validates on submit; as spec 5 says, an invalid field's label turns
 * into the message and the field is marked red. What the user typed is never cleared.
 */
export function LoginForm({
  onSubmit,
  pending,
  serverError,
}: {
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
  serverError: string | null;
}) {
  const [values, setValues] = useState<LoginValues>({ user: '', pass: '' });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ user: values.user.trim(), pass: values.pass });
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
          onChange={(e) => {
            const user = e.currentTarget.value;
            setValues((v) => ({ ...v, user }));
          }}
          disabled={pending}
        />
        <PasswordInput
          label={errors.pass ?? 'Password'}
          error={Boolean(errors.pass)}
          // PasswordInput marks only data-invalid on its inner input; screen readers need aria.
          aria-invalid={errors.pass ? true : undefined}
          autoComplete="current-password"
          value={values.pass}
          onChange={(e) => {
            const pass = e.currentTarget.value;
            setValues((v) => ({ ...v, pass }));
          }}
          disabled={pending}
        />
        <Button type="submit" size="md" loading={pending} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
