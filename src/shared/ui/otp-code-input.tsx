import { TextInput } from '@mantine/core';

/**
 * The 'Authenticator Code' field (placeholder '123 456'); with an error its label becomes the
 * message.
 */
export function OtpCodeInput({
  value,
  onChange,
  error = null,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <TextInput
      label={error ?? 'Authenticator Code'}
      error={Boolean(error)}
      placeholder="123 456"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      disabled={disabled}
    />
  );
}
