import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { OtpCodeInput } from '@/shared/ui/otp-code-input';
import { changePassword } from '@/api/gen/hooks/users/users';
import { createAuthnChallengeWithPassword } from '@/api/gen/hooks/mfa/mfa';
import { errorText } from '@/api/errors';
import { readConfig } from '@/platform/config';
import { getAssertion, CREDENTIAL_NOT_OBTAINED, type AssertionChallengeJson } from '@/auth/webauthn';
import { encodePassword, validateConfirm, validatePassword, validateToken } from '@/shared/credentials/validation';
import { defaultMfaMethod, mfaOptions } from '@/shared/credentials/second-factor';

interface Values {
  old: string;
  next: string;
  confirm: string;
  otpCode: string;
}

async function send(values: Values, method: 'otp' | 'webauthn' | 'none' | null) {
  const base = { old_password: encodePassword(values.old), new_password: encodePassword(values.next) };
  if (method === 'webauthn') {
    const challenge = await createAuthnChallengeWithPassword({ pass: values.old });
    if (!challenge.webauthn_challenge) throw new Error(CREDENTIAL_NOT_OBTAINED);
    const assertion = await getAssertion(challenge.webauthn_challenge as AssertionChallengeJson);
    return changePassword({ ...base, webauthnAssertionResponse: assertion });
  }
  return changePassword(method === 'otp' ? { ...base, second_factor_token: values.otpCode.replace(/\s+/g, '') } : base);
}

/** Change password: old, new and confirm, with an authenticator code or a hardware key. */
export function ChangePassword() {
  const { auth } = readConfig();
  const method = defaultMfaMethod(mfaOptions(auth.second_factor, true), auth.preferredLocalMfa);
  const empty: Values = { old: '', next: '', confirm: '', otpCode: '' };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string | null>>>({});
  const mutation = useMutation({ mutationFn: () => send(values, method), onSuccess: () => setValues(empty) });
  const set = (key: keyof Values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      old: values.old === '' ? 'Current password is required' : null,
      next: validatePassword(values.next),
      confirm: validateConfirm(values.next, values.confirm),
      otpCode: method === 'otp' ? validateToken(values.otpCode) : null,
    };
    setErrors(found);
    if (!Object.values(found).some(Boolean)) mutation.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md" maw={480}>
        <Title order={2} fz="xl">
          Change Password
        </Title>
        {mutation.isSuccess && (
          <Alert color="green" role="status">
            Your password has been changed.
          </Alert>
        )}
        {mutation.error && (
          <Alert color="red" role="alert">
            {errorText(mutation.error)}
          </Alert>
        )}
        <PasswordInput
          label={errors.old ?? 'Current Password'}
          error={Boolean(errors.old)}
          aria-invalid={errors.old ? true : undefined}
          autoComplete="current-password"
          value={values.old}
          onChange={set('old')}
        />
        <PasswordInput
          label={errors.next ?? 'New Password'}
          error={Boolean(errors.next)}
          aria-invalid={errors.next ? true : undefined}
          autoComplete="new-password"
          value={values.next}
          onChange={set('next')}
        />
        <PasswordInput
          label={errors.confirm ?? 'Confirm Password'}
          error={Boolean(errors.confirm)}
          aria-invalid={errors.confirm ? true : undefined}
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
        />
        {method === 'otp' && (
          <OtpCodeInput value={values.otpCode} onChange={(otpCode) => setValues((v) => ({ ...v, otpCode }))} error={errors.otpCode} />
        )}
        <Button type="submit" loading={mutation.isPending} w="fit-content">
          {method === 'webauthn' ? 'Update Password with Hardware Key' : 'Update Password'}
        </Button>
      </Stack>
    </form>
  );
}
