// PLACEHOLDER (branch `audit`): the event catalogue helper (branch `cat`) writes the real module
// with this API; this small stand-in only lets the Audit Log page build and is replaced at merge.
export interface RawAuditEvent {
  event?: string;
  code?: string;
  time?: string;
  uid?: string;
  user?: string;
  [field: string]: unknown;
}

export interface AuditEventView {
  id: string;
  code: string;
  codeDesc: string;
  message: string;
  user: string;
  time: Date | null;
  type: string;
  raw: RawAuditEvent;
}

export const AUDIT_EVENT_TYPES: readonly { type: string; label: string }[] = [
  { type: 'user.login', label: 'User logins' },
  { type: 'session.start', label: 'Session started' },
  { type: 'session.end', label: 'Session ended' },
  { type: 'exec', label: 'Command execution' },
  { type: 'db.session.query', label: 'Database query' },
  { type: 'kube.request', label: 'Kubernetes request' },
  { type: 'cert.create', label: 'Certificate issued' },
];

export function describeCode(code: string): string {
  return code ? `Event ${code}` : 'Unknown';
}

export function formatEvent(raw: RawAuditEvent): AuditEventView {
  const type = typeof raw.event === 'string' ? raw.event : '';
  const code = typeof raw.code === 'string' ? raw.code : '';
  const parsed = typeof raw.time === 'string' ? new Date(raw.time) : null;
  return {
    id: raw.uid || `${type}:${raw.time ?? ''}`,
    code,
    codeDesc: describeCode(code),
    message: `${type} event (${code})`,
    user: typeof raw.user === 'string' ? raw.user : '',
    time: parsed && !Number.isNaN(parsed.getTime()) ? parsed : null,
    type,
    raw,
  };
}
