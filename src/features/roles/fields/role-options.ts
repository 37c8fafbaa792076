// spec.options of a role: what each option does and the values the backend accepts.
import { field as f, type FieldDoc } from '@/shared/yaml-editor/field-doc';

const BOOL = ['true', 'false'] as const;
const bool = (help: string, extra: Partial<FieldDoc> = {}) => f('bool', help, { values: BOOL, ...extra });
const duration = (help: string) =>
  f('duration', `${help} A duration such as 30m, 8h or 1h30m.`, { values: ['30m', '1h', '8h', '12h', '30h'] });
const RECORDING_MODES = ['best_effort', 'strict'] as const;

export const ROLE_OPTIONS: Record<string, FieldDoc> = {
  max_session_ttl: duration('How long certificates issued at sign-in stay valid: after that the user signs in again.'),
  forward_agent: bool('Lets SSH sessions forward the local SSH agent to the server.'),
  port_forwarding: bool('Allows SSH port forwarding.', { deprecated: 'Use ssh_port_forwarding (local and remote) instead.' }),
  ssh_port_forwarding: f('map', 'Which kinds of SSH port forwarding are allowed.', {
    fields: {
      local: f('map', 'Local port forwarding (ssh -L).', { fields: { enabled: bool('Allow it.') } }),
      remote: f('map', 'Remote port forwarding (ssh -R).', { fields: { enabled: bool('Allow it.') } }),
    },
  }),
  cert_format: f('string', 'Format of the SSH certificate: oldssh for OpenSSH older than 7.1.', { values: ['standard', 'oldssh'] }),
  client_idle_timeout: duration('Disconnects SSH, desktop, Kubernetes exec and database sessions idle this long; 0 or unset keeps them.'),
  disconnect_expired_cert: bool("Ends a session when the user's certificate expires instead of letting it run on."),
  enhanced_recording: f('strings', 'Events recorded by enhanced (BPF) session recording on servers that support it.', {
    values: ['command', 'network', 'disk'],
  }),
  permit_x11_forwarding: bool('Allows X11 forwarding in SSH sessions.'),
  max_connections: f('number', 'Most concurrent connections a user may hold (0: no limit).'),
  max_sessions: f('number', 'Most sessions per SSH connection (0: no limit).'),
  max_kubernetes_connections: f('number', 'Most concurrent Kubernetes sessions a user may hold.'),
  request_access: f(
    'string',
    'How access requests are made at sign-in: optional, note (suggested), always (required) or reason (required with a reason).',
    {
      values: ['optional', 'note', 'always', 'reason'],
    },
  ),
  request_prompt: f('string', 'Text shown to users when they request access.'),
  require_session_mfa: f(
    'string',
    'Asks for a second factor before each session (true or session). The hardware_key values also require a hardware key for sign-in, touched and/or with a PIN.',
    { values: ['false', 'true', 'session', 'hardware_key', 'hardware_key_touch', 'hardware_key_pin', 'hardware_key_touch_and_pin'] },
  ),
  mfa_verification_interval: duration('How often a second factor is asked again in long-lived proxied connections.'),
  lock: f('string', 'Locking mode: strict stops access when the lock state cannot be checked; best_effort carries on.', {
    values: ['strict', 'best_effort'],
  }),
  record_session: f('map', 'How sessions are recorded.', {
    fields: {
      desktop: bool('Record Windows desktop sessions (on unless set to false).'),
      default: f('string', 'Recording mode for every kind of session: strict refuses a session that cannot be recorded.', {
        values: RECORDING_MODES,
      }),
      ssh: f('string', 'Recording mode for SSH sessions.', { values: RECORDING_MODES }),
    },
  }),
  desktop_clipboard: bool('Allows clipboard sharing with Windows desktops (on unless set to false).'),
  desktop_directory_sharing: bool('Allows sharing a local directory with Windows desktops.'),
  create_desktop_user: bool('Creates the Windows login on the desktop when it does not exist.'),
  create_host_user: bool('Creates the login on the server when it does not exist.', { deprecated: 'Use create_host_user_mode instead.' }),
  create_host_user_mode: f(
    'string',
    'Creating the login on the server: off, keep (the user stays after the session), or insecure-drop (removed at the end).',
    {
      values: ['off', 'keep', 'insecure-drop'],
    },
  ),
  create_host_user_default_shell: f('string', 'Shell of users created on a server, e.g. /bin/bash.'),
  create_db_user: bool('Creates the database user when it does not exist.', { deprecated: 'Use create_db_user_mode instead.' }),
  create_db_user_mode: f(
    'string',
    'Creating database users: off, keep (disabled at the end) or best_effort_drop (dropped at the end when possible).',
    {
      values: ['off', 'keep', 'best_effort_drop'],
    },
  ),
  pin_source_ip: bool("Pins certificates to the client's IP address: they do not work from another address."),
  ssh_file_copy: bool('Allows copying files over SSH (scp and sftp); on unless set to false.'),
  device_trust_mode: f('string', 'Trusted devices: off, optional (used when present) or required.', {
    values: ['off', 'optional', 'required'],
  }),
  cert_extensions: f('items', 'Extensions added to the SSH certificate.', {
    fields: {
      type: f('string', 'Certificate type: ssh.', { values: ['ssh'] }),
      mode: f('string', 'Extension mode: extension.', { values: ['extension'] }),
      name: f('string', 'Name of the extension.'),
      value: f('string', 'Its value.'),
    },
  }),
};
