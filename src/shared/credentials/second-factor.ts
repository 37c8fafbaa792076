// Which second-factor methods a cluster's second_factor setting offers.

export type MfaMethod = 'webauthn' | 'otp' | 'none';

export const MFA_LABELS: Record<MfaMethod, string> = {
  webauthn: 'Hardware Key',
  otp: 'Authenticator App',
  none: 'None',
};

/**
 * off: none; on or optional: Hardware Key and Authenticator App; webauthn (or legacy u2f) or otp:
 * only that one. None is added only when the setting is optional and a factor is not required.
 */
export function mfaOptions(secondFactor: string, required = false): MfaMethod[] {
  switch (secondFactor) {
    case 'on':
      return ['webauthn', 'otp'];
    case 'optional':
      return required ? ['webauthn', 'otp'] : ['webauthn', 'otp', 'none'];
    case 'webauthn':
    case 'u2f':
      return ['webauthn'];
    case 'otp':
      return ['otp'];
    default:
      return [];
  }
}

/** The method selected first: the preferred one when offered, else the first offered. */
export function defaultMfaMethod(options: MfaMethod[], preferred: string): MfaMethod | null {
  return options.find((o) => o === preferred) ?? options[0] ?? null;
}
