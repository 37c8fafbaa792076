import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Image.layer.css';
import { useState } from 'react';
import { OtpCodeInput } from '@/shared/ui/otp-code-input';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Image, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { addMfaDevice, createRegisterChallengeWithToken } from '@/api/gen/hooks/mfa/mfa';
import { errorText } from '@/api/errors';
import { writeKey } from '@/api/write-refresh';
import { createCredential, type CreationChallengeJson, CREDENTIAL_NOT_CREATED } from '@/auth/webauthn';
import { validateDeviceName, validateToken } from '@/shared/credentials/validation';
import { privilegeToken, type ReauthMethod } from './mfa';

/** Proof of presence before a device change: a code from an authenticator app or a hardware key. */
export function ReauthFields(props: {
  existingTypes: Set<string>;
  pending: boolean;
  submitLabel: string;
  /** The change removes something: the submit buttons are red. */
  danger?: boolean;
  onSubmit: (method: ReauthMethod) => void;
  onCancel: () => void;
}) {
  const hasOtp = props.existingTypes.has('TOTP');
  const hasKey = props.existingTypes.has('WebAuthn') || props.existingTypes.has('U2F');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      {hasOtp && <OtpCodeInput value={code} onChange={setCode} error={error} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
          Cancel
        </Button>
        {hasKey && (
          <Button
            variant={hasOtp ? 'default' : 'filled'}
            color={props.danger && !hasOtp ? 'red' : undefined}
            loading={props.pending}
            onClick={() => props.onSubmit({ kind: 'webauthn' })}
          >
            {props.submitLabel} with Hardware Key
          </Button>
        )}
        {hasOtp && (
          <Button
            color={props.danger ? 'red' : undefined}
            loading={props.pending}
            onClick={() => {
              const found = validateToken(code);
              setError(found);
              if (!found) props.onSubmit({ kind: 'otp', code: code.replace(/\s+/g, '') });
            }}
          >
            {props.submitLabel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

type Kind = 'webauthn' | 'totp';

/** Add a device: re-authenticate for a privilege token, then register a hardware key or an app. */
export function AddDeviceDialog(props: {
  opened: boolean;
  existingTypes: Set<string>;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const [kind, setKind] = useState<Kind>('webauthn');
  const [name, setName] = useState('webauthn-device');
  const [token, setToken] = useState<string | null>(null);
  const [qrCode, setQrCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const hasDevices = props.existingTypes.size > 0;

  const close = () => {
    setToken(null);
    setQrCode(null);
    setCode('');
    props.onClose();
  };
  const reauth = useMutation({
    mutationFn: (m: ReauthMethod | null) => privilegeToken(m),
    onSuccess: (t) => setToken(t),
  });
  // Adding the device refreshes the devices list by itself (src/api/write-refresh.ts).
  const register = useMutation({
    mutationKey: writeKey('addMfaDevice'),
    mutationFn: async () => {
      if (!token) throw new Error('Verify yourself first');
      if (kind === 'webauthn') {
        const challenge = await createRegisterChallengeWithToken(token, { deviceType: 'webauthn', deviceUsage: 'mfa' });
        if (!challenge.webauthn) throw new Error(CREDENTIAL_NOT_CREATED);
        const credential = await createCredential(challenge.webauthn as CreationChallengeJson);
        await addMfaDevice({ tokenId: token, deviceName: name.trim(), webauthnRegisterResponse: credential, deviceUsage: 'mfa' });
      } else {
        await addMfaDevice({ tokenId: token, deviceName: name.trim(), secondFactorToken: code.replace(/\s+/g, '') });
      }
      return name.trim();
    },
    onSuccess: (added) => {
      close();
      props.onAdded(added);
    },
  });
  const qr = useMutation({
    mutationFn: async () => {
      if (!token) throw new Error('Verify yourself first');
      const challenge = await createRegisterChallengeWithToken(token, { deviceType: 'totp' });
      return challenge.totp?.qrCode ?? '';
    },
    onSuccess: (q) => setQrCode(q),
  });
  const error = reauth.error ?? register.error ?? qr.error;

  return (
    <Modal opened={props.opened} onClose={close} title="Add two-factor device" closeOnClickOutside={false}>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        )}
        {!token ? (
          hasDevices ? (
            <>
              <Text>First verify it is you with one of your current devices.</Text>
              <ReauthFields
                existingTypes={props.existingTypes}
                pending={reauth.isPending}
                submitLabel="Verify"
                onSubmit={(m) => reauth.mutate(m)}
                onCancel={close}
              />
            </>
          ) : (
            <Group justify="flex-end">
              <Button onClick={() => reauth.mutate(null)} loading={reauth.isPending}>
                Continue
              </Button>
            </Group>
          )
        ) : (
          <>
            <Radio.Group
              label="Device type"
              value={kind}
              onChange={(k) => {
                setKind(k as Kind);
                setName(k === 'webauthn' ? 'webauthn-device' : 'otp-device');
                if (k === 'totp' && !qrCode) qr.mutate();
              }}
            >
              <Group mt="xs">
                <Radio value="webauthn" label="Hardware Key" />
                <Radio value="totp" label="Authenticator App" />
              </Group>
            </Radio.Group>
            {kind === 'totp' && qrCode && /^[A-Za-z0-9+/]+=*$/.test(qrCode) && (
              <Image src={`data:image/png;base64,${qrCode}`} alt="QR code to scan with your authenticator app" w={168} h={168} mx="auto" />
            )}
            <TextInput
              label={fieldError ?? 'Device Name'}
              error={Boolean(fieldError)}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {kind === 'totp' && <OtpCodeInput value={code} onChange={setCode} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                loading={register.isPending}
                onClick={() => {
                  const found = validateDeviceName(name) ?? (kind === 'totp' ? validateToken(code) : null);
                  setFieldError(found);
                  if (!found) register.mutate();
                }}
              >
                Add device
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
