import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Image.layer.css';
import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, Image, PasswordInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { OtpCodeInput } from '@/shared/ui/otp-code-input';
import { MFA_LABELS, type MfaMethod } from '@/shared/credentials/second-factor';
import { isFirefox, validateConfirm, validateDeviceName, validatePassword, validateToken } from '@/shared/credentials/validation';
import { ArrowLeftIcon } from '@/shared/icons/icons';

type Errors = Record<string, string | null>;
const hasErrors = (e: Errors) => Object.values(e).some(Boolean);

function StepHeader({ title, step, onBack }: { title: string; step?: string; onBack?: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      {onBack && (
        <ActionIcon variant="subtle" aria-label="Back" onClick={onBack} size="lg">
          <ArrowLeftIcon />
        </ActionIcon>
      )}
      <div>
        {step && (
          <Text fz="xs" c="dimmed" fw={600}>
            {step}
          </Text>
        )}
        <Title order={1} fz="3xl">
          {title}
        </Title>
      </div>
    </Group>
  );
}

export interface PasswordValues {
  password: string;
  confirm: string;
}

/** 'Set A Password' (step 1 of 2 when a second factor follows). */
export function PasswordStep(props: {
  username: string;
  values: PasswordValues;
  onChange: (v: PasswordValues) => void;
  secondFactor: boolean;
  offerPasswordless: boolean;
  onNext: () => void;
  onPasswordless: () => void;
  pending: boolean;
  error: string | null;
}) {
  const { values, onChange } = props;
  const [errors, setErrors] = useState<Errors>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = { password: validatePassword(values.password), confirm: validateConfirm(values.password, values.confirm) };
    setErrors(found);
    if (!hasErrors(found)) props.onNext();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Set A Password">
      <Stack gap="md">
        <StepHeader title="Set A Password" step={props.secondFactor ? 'Step 1 of 2' : undefined} />
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <TextInput label="Username" value={props.username} readOnly />
        <PasswordInput
          label={errors.password ?? 'Password'}
          error={Boolean(errors.password)}
          aria-invalid={errors.password ? true : undefined}
          autoComplete="new-password"
          autoFocus
          value={values.password}
          onChange={(e) => onChange({ ...values, password: e.currentTarget.value })}
        />
        <PasswordInput
          label={errors.confirm ?? 'Confirm Password'}
          error={Boolean(errors.confirm)}
          aria-invalid={errors.confirm ? true : undefined}
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => onChange({ ...values, confirm: e.currentTarget.value })}
        />
        <Button type="submit" size="md" loading={props.pending}>
          {props.secondFactor ? 'Next' : 'Submit'}
        </Button>
        {props.offerPasswordless && (
          <Button variant="subtle" onClick={props.onPasswordless} disabled={props.pending}>
            Go Passwordless
          </Button>
        )}
      </Stack>
    </form>
  );
}

export interface MfaValues {
  method: MfaMethod;
  otpCode: string;
  deviceName: string;
}

export const DEFAULT_DEVICE_NAMES: Record<MfaMethod, string> = { webauthn: 'webauthn-device', otp: 'otp-device', none: '' };

/** 'Set Two-Factor Device' (step 2 of 2). */
export function MfaStep(props: {
  options: MfaMethod[];
  qrCode: string;
  values: MfaValues;
  onChange: (v: MfaValues) => void;
  onBack: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
}) {
  const { values, onChange } = props;
  const [errors, setErrors] = useState<Errors>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {
      otpCode: values.method === 'otp' ? validateToken(values.otpCode) : null,
      deviceName: values.method !== 'none' ? validateDeviceName(values.deviceName) : null,
    };
    setErrors(found);
    if (!hasErrors(found)) props.onSubmit();
  };
  const qrIsBase64 = /^[A-Za-z0-9+/]+=*$/.test(props.qrCode);
  return (
    <form onSubmit={submit} noValidate aria-label="Set Two-Factor Device">
      <Stack gap="md">
        <StepHeader title="Set Two-Factor Device" step="Step 2 of 2" onBack={props.onBack} />
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Radio.Group
          label="Two-factor method"
          value={values.method}
          onChange={(m) => onChange({ ...values, method: m as MfaMethod, deviceName: DEFAULT_DEVICE_NAMES[m as MfaMethod] })}
        >
          <Group gap="lg" mt="xs">
            {props.options.map((m) => (
              <Radio key={m} value={m} label={MFA_LABELS[m]} />
            ))}
          </Group>
        </Radio.Group>
        {values.method === 'otp' && qrIsBase64 && (
          <Stack gap="xs" align="center">
            <Image src={`data:image/png;base64,${props.qrCode}`} alt="QR code to scan with your authenticator app" w={168} h={168} />
            <Text fz="sm" c="dimmed" ta="center">
              Scan the QR code with your authenticator app, then enter the code it shows.
            </Text>
          </Stack>
        )}
        {values.method !== 'none' && (
          <TextInput
            label={errors.deviceName ?? 'Device Name'}
            error={Boolean(errors.deviceName)}
            value={values.deviceName}
            onChange={(e) => onChange({ ...values, deviceName: e.currentTarget.value })}
          />
        )}
        {values.method === 'otp' && (
          <OtpCodeInput value={values.otpCode} onChange={(otpCode) => onChange({ ...values, otpCode })} error={errors.otpCode} />
        )}
        <Button type="submit" size="md" loading={props.pending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}

/** 'Set A Passwordless Device'. */
export function PasswordlessStep(props: {
  deviceName: string;
  onChange: (name: string) => void;
  onBack: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
}) {
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateDeviceName(props.deviceName);
    setError(found);
    if (!found) props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Set A Passwordless Device">
      <Stack gap="md">
        <StepHeader title="Set A Passwordless Device" />
        {isFirefox() && (
          <Alert color="yellow" role="status">
            Firefox may not support passwordless register. Please try Chrome or Safari.
          </Alert>
        )}
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <TextInput
          label={error ?? 'Device Name'}
          error={Boolean(error)}
          value={props.deviceName}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
        <Button type="submit" size="md" loading={props.pending}>
          Submit
        </Button>
        <Button variant="subtle" onClick={props.onBack} disabled={props.pending}>
          Use password
        </Button>
      </Stack>
    </form>
  );
}
