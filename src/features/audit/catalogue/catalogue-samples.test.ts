// Real-looking events of every family and the exact text the Audit Log shows for them.
import { describe, expect, it } from 'vitest';
import { formatEvent, type RawAuditEvent } from './format-event';

const T = '2024-06-01T10:00:00Z';
const ev = (code: string, event: string, fields: Record<string, unknown> = {}): RawAuditEvent => ({
  code,
  event,
  time: T,
  uid: `${code}-uid`,
  ...fields,
});

const SAMPLES: [string, RawAuditEvent, string, string][] = [
  // [family, event, description, message]
  [
    'sessions',
    ev('T2000I', 'session.start', { user: 'alice', login: 'root', server_hostname: 'web-1', sid: 's-1' }),
    'Session Started',
    'alice started a session on web-1 as root (session s-1)',
  ],
  [
    'sessions',
    ev('T2000I', 'session.start', { user: 'alice', proto: 'kube', kubernetes_cluster: 'prod-k8s', sid: 's-2' }),
    'Session Started',
    'alice started a session on Kubernetes cluster prod-k8s (session s-2)',
  ],
  [
    'sessions',
    ev('T2004I', 'session.end', {
      user: 'alice',
      login: 'root',
      server_hostname: 'web-1',
      sid: 's-1',
      interactive: true,
      session_start: '2024-06-01T09:00:00Z',
      session_stop: '2024-06-01T09:12:30Z',
    }),
    'Session Ended',
    'alice ended a session on web-1 as root after 12m 30s (session s-1)',
  ],
  [
    'sessions',
    ev('T2004I', 'session.end', { user: 'ci', server_hostname: 'build-2', interactive: false, sid: 's-3' }),
    'Session Ended',
    'ci ended a non-interactive session on build-2 (session s-3)',
  ],
  [
    'sessions',
    ev('T1006W', 'session.rejected', { user: 'bob', login: 'ubuntu', server_id: 'n-1', reason: 'max_connections limit reached' }),
    'Session Refused',
    'bob was refused a session as ubuntu on n-1: max_connections limit reached',
  ],
  [
    'enhanced recording',
    ev('T4002I', 'session.network', { program: 'curl', src_addr: '10.0.0.5', dst_addr: '1.2.3.4', dst_port: 443, action: 1, sid: 's-1' }),
    'Session Network Connection',
    'Blocked: program curl tried to connect from 10.0.0.5 to 1.2.3.4:443 (session s-1)',
  ],
  [
    'exec',
    ev('T3002I', 'exec', { user: 'alice', login: 'root', server_hostname: 'web-1', command: 'uptime', sid: 's-4' }),
    'Command Run',
    'alice ran a command on web-1 as root: uptime (session s-4)',
  ],
  [
    'exec',
    ev('T3002E', 'exec', { user: 'alice', 'addr.local': '10.0.0.7:3022', command: 'false', exitCode: '1', exitError: 'exit status 1' }),
    'Command Failed',
    'alice ran a command that failed on 10.0.0.7:3022: false (exit status 1)',
  ],
  [
    'scp',
    ev('T3004I', 'scp', { user: 'bob', path: '/var/log/syslog', server_hostname: 'db-1', action: 'download' }),
    'SCP Download',
    'bob downloaded /var/log/syslog from db-1',
  ],
  [
    'scp',
    ev('T3005E', 'scp', { user: 'bob', path: '/etc/passwd', server_hostname: 'db-1', exitError: 'permission denied' }),
    'SCP Upload Failed',
    'bob failed to upload /etc/passwd to db-1: permission denied',
  ],
  [
    'sftp',
    ev('TS016I', 'sftp', { user: 'carol', path: '/srv/a.txt', target_path: '/srv/b.txt', server_hostname: 'files-1' }),
    'SFTP Rename',
    'carol renamed file /srv/a.txt to /srv/b.txt on files-1',
  ],
  [
    'sftp',
    ev('TS001E', 'sftp', { user: 'carol', path: '/root/.ssh/id_rsa', server_hostname: 'files-1', error: 'permission denied' }),
    'SFTP File Open Failed',
    'carol failed to open file /root/.ssh/id_rsa on files-1: permission denied',
  ],
  [
    'sftp',
    ev('TS021I', 'sftp_summary', { user: 'carol', server_hostname: 'files-1', file_transfer_stats: [{ path: '/a' }, { path: '/b' }] }),
    'SFTP Transfer Summary',
    'carol finished transferring files on files-1 (2 files)',
  ],
  [
    'port forwarding',
    ev('T3003I', 'port.local', { user: 'dave', addr: 'localhost:5432', server_hostname: 'bastion' }),
    'Local Port Forwarding Started',
    'dave started local port forwarding to localhost:5432 on bastion',
  ],
  [
    'port forwarding',
    ev('T3003E', 'port', { user: 'dave', addr: '10.1.1.1:22', error: 'connection refused' }),
    'Port Forwarding Failed',
    'dave failed port forwarding to 10.1.1.1:22: connection refused',
  ],
  [
    'x11',
    ev('T3008W', 'x11-forward', { user: 'erin', server_hostname: 'gui-1', error: 'x11 forwarding is disabled' }),
    'X11 Forwarding Refused',
    'erin was refused X11 forwarding on gui-1: x11 forwarding is disabled',
  ],
  [
    'subsystem',
    ev('T3001E', 'subsystem', { user: 'erin', name: 'sftp', exitError: 'subsystem not found' }),
    'Subsystem Failed',
    'erin could not start the sftp subsystem: subsystem not found',
  ],
  [
    'local login',
    ev('T1000I', 'user.login', { user: 'alice', method: 'local', 'addr.remote': '203.0.113.10:50070' }),
    'Local Sign-in',
    'alice signed in with a local account from 203.0.113.10:50070',
  ],
  [
    'SSO login',
    ev('T1001I', 'user.login', { user: 'bob@example.com', method: 'github' }),
    'SSO Sign-in',
    'bob@example.com signed in through github',
  ],
  [
    'SSO login',
    ev('T1001W', 'user.login', { method: 'saml', error: 'missing attribute statements' }),
    'SSO Sign-in Failed',
    'SSO sign-in through saml failed: missing attribute statements',
  ],
  [
    'auth attempt',
    ev('T3007W', 'auth', { user: 'mallory', error: 'ssh: principal not in the certificate', 'addr.remote': '198.51.100.9:41000' }),
    'Authentication Failed',
    'Authentication failed for mallory from 198.51.100.9:41000: ssh: principal not in the certificate',
  ],
  [
    'MFA',
    ev('T1006I', 'mfa.add', { user: 'carol', mfa_device_name: 'yubikey-5c', mfa_device_type: 'WebAuthn' }),
    'MFA Device Added',
    'carol added WebAuthn device yubikey-5c',
  ],
  ['MFA', ev('T1015I', 'mfa_auth_challenge.create', {}), 'MFA Challenge Issued', 'An MFA challenge was issued for a passwordless sign-in'],
  [
    'users',
    ev('T1002I', 'user.create', { user: 'alice', name: 'dave', roles: ['access', 'auditor'] }),
    'User Created',
    'User dave was created by alice with roles access, auditor',
  ],
  ['roles', ev('T9002I', 'role.updated', { user: 'alice', name: 'editor' }), 'Role Updated', 'alice updated role editor'],
  [
    'connectors',
    ev('T8100I', 'oidc.created', { user: 'alice', name: 'okta-oidc' }),
    'OIDC Connector Created',
    'alice created OIDC connector okta-oidc',
  ],
  [
    'tokens',
    ev('TJT00I', 'join_token.create', { user: 'alice', roles: ['Node', 'App'], join_method: 'iam' }),
    'Join Token Created',
    'alice created a join token for roles Node, App using the iam join method',
  ],
  [
    'tokens',
    ev('T6000I', 'reset_password_token.create', { user: 'alice', name: 'bob' }),
    'Password Reset Token Created',
    'A password reset token was created for bob by alice',
  ],
  ['locks', ev('TLK00I', 'lock.created', { user: 'alice', name: 'lock-contractor' }), 'Lock Created', 'alice created lock lock-contractor'],
  [
    'trusted clusters',
    ev('T7000I', 'trusted_cluster.create', { user: 'alice', name: 'leaf.example.com' }),
    'Trusted Cluster Added',
    'alice established trust with cluster leaf.example.com',
  ],
  [
    'access requests',
    ev('T5000I', 'access_request.create', { user: 'bob', id: 'req-1', state: 'PENDING', roles: ['dba'] }),
    'Access Request Created',
    'bob opened access request req-1 for roles dba (pending)',
  ],
  [
    'access requests',
    ev('T5000I', 'access_request.create', {
      user: 'bob',
      id: 'req-2',
      state: 'PENDING',
      resource_ids: [
        { kind: 'node', name: 'web-1' },
        { kind: 'db', name: 'orders' },
      ],
    }),
    'Access Request Created',
    'bob opened access request req-2 for node/web-1, db/orders (pending)',
  ],
  [
    'access requests',
    ev('T5002I', 'access_request.review', { reviewer: 'alice', id: 'req-1', proposed_state: 'APPROVED' }),
    'Access Request Reviewed',
    'alice reviewed access request req-1: approved',
  ],
];

describe('messages of real-looking events, by family', () => {
  it.each(SAMPLES)('%s: %s', (_family, raw, desc, message) => {
    const view = formatEvent(raw);
    expect(view.codeDesc).toBe(desc);
    expect(view.message).toBe(message);
    expect(view.id).toBe(raw.uid);
    expect(view.time?.toISOString()).toBe('2024-06-01T10:00:00.000Z');
  });
});
