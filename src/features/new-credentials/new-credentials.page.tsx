import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useGetPasswordToken } from '@/api/gen/hooks/users/users';
import { errorText } from '@/api/errors';
import { primaryAuthType, readConfig } from '@/platform/config';
import { PageLoader } from '@/shared/pages/page-loader';
import { mfaOptions, defaultMfaMethod } from '@/shared/credentials/second-factor';
import { submitNewCredentials, type NewCredentials, type SubmitResult } from './submit';
import { ExpiredScreen, RecoveryCodesScreen, SuccessScreen, WebLoginDisabledScreen, type FlowMode } from './screens';
import { FlowCard } from '@/shared/credentials/flow-card';
import { DEFAULT_DEVICE_NAMES, MfaStep, PasswordStep, PasswordlessStep, type MfaValues, type PasswordValues } from './steps';

type Step = 'password' | 'mfa' | 'passwordless' | 'recovery' | 'success' | 'disabled';

/**
 * Invite (registration) and reset share this flow: loading; an expired-code page when the token
 * fetch fails; the password step, then the second factor (or a passwordless device instead);
 * the recovery codes when the answer has a recovery date; success, or 'Web UI Login Disabled'
 * when the private key policy needs hardware keys.
 */
export function NewCredentialsPage({ mode, tokenId }: { mode: FlowMode; tokenId: string }) {
  const config = readConfig();
  const token = useGetPasswordToken(tokenId, { query: { retry: false, staleTime: Infinity } });
  const options = mfaOptions(config.auth.second_factor);
  const [step, setStep] = useState<Step>(primaryAuthType(config) === 'passwordless' ? 'passwordless' : 'password');
  const [password, setPassword] = useState<PasswordValues>({ password: '', confirm: '' });
  const firstMethod = defaultMfaMethod(options, config.auth.preferredLocalMfa) ?? 'none';
  const [mfa, setMfa] = useState<MfaValues>({ method: firstMethod, otpCode: '', deviceName: DEFAULT_DEVICE_NAMES[firstMethod] });
  const [passwordlessName, setPasswordlessName] = useState('passwordless-device');
  const [result, setResult] = useState<SubmitResult | null>(null);

  const submit = useMutation({
    mutationFn: (creds: NewCredentials) => submitNewCredentials(tokenId, creds),
    onSuccess: (res) => {
      setResult(res);
      if (res.privateKeyPolicyEnabled) setStep('disabled');
      else setStep(res.recoveryCreated ? 'recovery' : 'success');
    },
  });

  if (token.isPending) return <PageLoader />;
  if (token.isError || !token.data) return <ExpiredScreen mode={mode} />;

  const error = submit.error ? errorText(submit.error) : null;
  const credentialsFromMfa = (): NewCredentials =>
    mfa.method === 'otp'
      ? {
          kind: 'password',
          password: password.password,
          method: 'otp',
          otpCode: mfa.otpCode.replace(/\s+/g, ''),
          deviceName: mfa.deviceName.trim(),
        }
      : mfa.method === 'webauthn'
        ? { kind: 'password', password: password.password, method: 'webauthn', deviceName: mfa.deviceName.trim() }
        : { kind: 'password', password: password.password, method: 'none' };

  switch (step) {
    case 'recovery':
      return <RecoveryCodesScreen mode={mode} codes={result?.recoveryCodes ?? []} onContinue={() => setStep('success')} />;
    case 'success':
      return <SuccessScreen mode={mode} />;
    case 'disabled':
      return <WebLoginDisabledScreen />;
    case 'passwordless':
      return (
        <FlowCard>
          <PasswordlessStep
            deviceName={passwordlessName}
            onChange={setPasswordlessName}
            onBack={() => {
              submit.reset();
              setStep('password');
            }}
            onSubmit={() => submit.mutate({ kind: 'passwordless', deviceName: passwordlessName.trim() })}
            pending={submit.isPending}
            error={error}
          />
        </FlowCard>
      );
    case 'mfa':
      return (
        <FlowCard>
          <MfaStep
            options={options}
            qrCode={token.data.qrCode ?? ''}
            values={mfa}
            onChange={setMfa}
            onBack={() => {
              submit.reset();
              setStep('password');
            }}
            onSubmit={() => submit.mutate(credentialsFromMfa())}
            pending={submit.isPending}
            error={error}
          />
        </FlowCard>
      );
    default:
      return (
        <FlowCard>
          <PasswordStep
            username={token.data.user}
            values={password}
            onChange={setPassword}
            secondFactor={options.length > 0}
            offerPasswordless={config.auth.allowPasswordless && primaryAuthType(config) !== 'passwordless'}
            onNext={() =>
              options.length > 0 ? setStep('mfa') : submit.mutate({ kind: 'password', password: password.password, method: 'none' })
            }
            onPasswordless={() => {
              submit.reset();
              setStep('passwordless');
            }}
            pending={submit.isPending}
            error={error}
          />
        </FlowCard>
      );
  }
}
