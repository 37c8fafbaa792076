// Who is who: sign-ins (local, SSO, SSO test flow, headless) and their failures, failed
// authentication attempts, MFA devices and challenges, users, recovery codes, the tokens the
// auth service hands out, and certificates.
import { actor, type CatalogueGroup, type EventReader, opt, or, phrase } from './catalogue-kit';

const LOGINS = 'User Logins';

/** The connector kind an SSO sign-in went through ('github', 'oidc', 'saml'). */
const via = (ev: EventReader) => opt('through', ev.text('method'));

const reason = (ev: EventReader) => opt(':', ev.text('error', 'message'));

/** The user a resource event is about (`name`), or a neutral word. */
const subject = (ev: EventReader) => or(ev.text('name'), 'an unknown user');
const userNamed = (ev: EventReader) => (ev.text('name') ? `User ${ev.text('name')}` : 'A user');

const by = (ev: EventReader) => opt('by', ev.text('user', 'updated_by'));

function device(ev: EventReader): string {
  const name = ev.text('mfa_device_name', ['mfa_device', 'mfa_device_name']);
  const kind = ev.text('mfa_device_type', ['mfa_device', 'mfa_device_type']);
  return phrase(kind ? `${kind} device` : 'an MFA device', name);
}

export const IDENTITY_CODES: CatalogueGroup = {
  T1000I: {
    type: 'user.login',
    desc: 'Local Sign-in',
    typeLabel: LOGINS,
    format: (ev) => phrase(actor(ev), 'signed in with a local account', opt('from', ev.text('addr.remote'))),
  },
  T1000W: {
    type: 'user.login',
    desc: 'Local Sign-in Failed',
    format: (ev) =>
      phrase('Local sign-in failed for', or(ev.text('user'), 'an unknown user'), opt('from', ev.text('addr.remote')), reason(ev)),
  },
  T1001I: {
    type: 'user.login',
    desc: 'SSO Sign-in',
    format: (ev) => phrase(actor(ev), 'signed in', via(ev)),
  },
  T1001W: {
    type: 'user.login',
    desc: 'SSO Sign-in Failed',
    format: (ev) => phrase('SSO sign-in', via(ev), 'failed', opt('for', ev.text('user')), reason(ev)),
  },
  T1010I: {
    type: 'user.login',
    desc: 'SSO Test Sign-in',
    format: (ev) => phrase('Connector test:', or(ev.text('user'), 'an unknown user'), 'signed in', via(ev)),
  },
  T1011W: {
    type: 'user.login',
    desc: 'SSO Test Sign-in Failed',
    format: (ev) => phrase('Connector test: sign-in', via(ev), 'failed', reason(ev)),
  },
  T1012I: {
    type: 'user.login',
    desc: 'Headless Sign-in Requested',
    format: (ev) =>
      phrase('A headless sign-in was requested for', or(ev.text('user'), 'an unknown user'), opt('from', ev.text('addr.remote'))),
  },
  T1013I: {
    type: 'user.login',
    desc: 'Headless Sign-in Approved',
    format: (ev) => phrase(actor(ev), 'approved a headless sign-in request'),
  },
  T1013W: {
    type: 'user.login',
    desc: 'Headless Sign-in Approval Failed',
    format: (ev) => phrase(actor(ev), 'could not approve a headless sign-in request', reason(ev)),
  },
  T1014W: {
    type: 'user.login',
    desc: 'Headless Sign-in Rejected',
    format: (ev) => phrase(actor(ev), 'rejected a headless sign-in request'),
  },
  T3007W: {
    type: 'auth',
    desc: 'Authentication Failed',
    format: (ev) =>
      phrase('Authentication failed for', or(ev.text('user'), 'an unknown user'), opt('from', ev.text('addr.remote')), reason(ev)),
  },
  T1006I: {
    type: 'mfa.add',
    desc: 'MFA Device Added',
    format: (ev) => phrase(actor(ev), 'added', device(ev)),
  },
  T1007I: {
    type: 'mfa.delete',
    desc: 'MFA Device Removed',
    format: (ev) => phrase(actor(ev), 'removed', device(ev)),
  },
  T1015I: {
    type: 'mfa_auth_challenge.create',
    desc: 'MFA Challenge Issued',
    format: (ev) =>
      ev.text('user')
        ? phrase('An MFA challenge was issued to', ev.text('user'))
        : 'An MFA challenge was issued for a passwordless sign-in',
  },
  T1016I: {
    type: 'mfa_auth_challenge.validate',
    desc: 'MFA Challenge Passed',
    typeLabel: 'MFA Challenge Validation',
    format: (ev) => phrase(actor(ev), 'answered an MFA challenge', opt('with', ev.text(['mfa_device', 'mfa_device_name']))),
  },
  T1016W: {
    type: 'mfa_auth_challenge.validate',
    desc: 'MFA Challenge Failed',
    format: (ev) => phrase(actor(ev), 'failed an MFA challenge', reason(ev)),
  },
  T1002I: {
    type: 'user.create',
    desc: 'User Created',
    format: (ev) => phrase(userNamed(ev), 'was created', by(ev), opt('with roles', ev.text('roles'))),
  },
  T1003I: {
    type: 'user.update',
    desc: 'User Updated',
    format: (ev) => phrase(userNamed(ev), 'was updated', by(ev), opt('with roles', ev.text('roles'))),
  },
  T1004I: {
    type: 'user.delete',
    desc: 'User Deleted',
    format: (ev) => phrase(userNamed(ev), 'was deleted', by(ev)),
  },
  T1005I: {
    type: 'user.password_change',
    desc: 'Password Changed',
    format: (ev) => phrase(actor(ev), 'changed their password'),
  },
  T1008I: {
    type: 'recovery_code.generated',
    desc: 'Recovery Codes Issued',
    format: (ev) => phrase('New recovery codes were issued to', or(ev.text('user'), 'an unknown user')),
  },
  T1009I: {
    type: 'recovery_code.used',
    desc: 'Recovery Code Used',
    typeLabel: 'Recovery Code Use',
    format: (ev) => phrase(actor(ev), 'used a recovery code'),
  },
  T1009W: {
    type: 'recovery_code.used',
    desc: 'Recovery Code Rejected',
    format: (ev) => phrase(actor(ev), 'tried a recovery code that was not accepted', reason(ev)),
  },
  T6000I: {
    type: 'reset_password_token.create',
    desc: 'Password Reset Token Created',
    format: (ev) => phrase('A password reset token was created for', subject(ev), by(ev)),
  },
  T6001I: {
    type: 'recovery_token.create',
    desc: 'Account Recovery Token Created',
    format: (ev) => phrase('An account recovery token was created for', subject(ev)),
  },
  T6002I: {
    type: 'privilege_token.create',
    desc: 'Privilege Token Created',
    format: (ev) => phrase('A privilege token was created for', subject(ev)),
  },
  TJT00I: {
    type: 'join_token.create',
    desc: 'Join Token Created',
    format: (ev) =>
      phrase(
        actor(ev),
        'created a join token',
        opt('for roles', ev.text('roles')),
        opt('using the', ev.text('join_method'), ' join method'),
      ),
  },
  T7002I: {
    type: 'trusted_cluster_token.create',
    desc: 'Trusted Cluster Token Created',
    format: (ev) => phrase(actor(ev), 'created a token for joining a trusted cluster'),
  },
  TC000I: {
    type: 'cert.create',
    desc: 'Certificate Issued',
    format: (ev) => {
      const owner = or(ev.text(['identity', 'user'], 'user'), 'an unknown user');
      const kind = ev.text('cert_type');
      const usage = ev.text(['identity', 'usage']);
      if (kind === 'user' && usage.includes('usage:windows_desktop')) return phrase('A Windows desktop certificate was issued to', owner);
      return phrase(kind ? `A ${kind} certificate` : 'A certificate', 'was issued to', owner);
    },
  },
  TCB00W: {
    type: 'cert.generation_mismatch',
    desc: 'Certificate Generation Mismatch',
    format: (ev) =>
      phrase('A renewable certificate of', or(ev.text('user'), 'an unknown user'), 'was refused: its generation counter does not match'),
  },
};
