// The resource an audit event is about: the server, database service, Kubernetes cluster, app or
// desktop a session or request reached, or the named object a change made (a user, a role, a
// connector, a lock...). Read from the event's own fields as Teleport writes them (v13/v14:
// `server_hostname`, `db_service`, `kubernetes_cluster`, `app_name`, `desktop_name`, and `name` on
// the create/update/delete events of a resource). An event about no resource has none.
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';

export type ResourceKind =
  | 'server'
  | 'database'
  | 'kubernetes'
  | 'app'
  | 'desktop'
  | 'user'
  | 'role'
  | 'bot'
  | 'connector'
  | 'trusted cluster'
  | 'lock'
  | 'login rule'
  | 'access list'
  | 'access request'
  | 'service provider';

export interface EventResource {
  kind: ResourceKind;
  name: string;
}

const MAX_NAME = 300;

function text(raw: RawAuditEvent, field: string): string {
  const value = raw[field];
  return typeof value === 'string' ? value.trim().slice(0, MAX_NAME) : '';
}

/** The kind of object that an event type's `name` field names (`user.create` -> a user). */
const NAMED: ReadonlyArray<readonly [RegExp, ResourceKind]> = [
  [/^user\.(create|update|delete)$/, 'user'],
  [/^(reset_password_token|privilege_token|recovery_token)\.create$/, 'user'],
  [/^role\.(created|updated|deleted)$/, 'role'],
  [/^kube\.(create|update|delete)$/, 'kubernetes'],
  [/^db\.(create|update|delete)$/, 'database'],
  [/^app\.(create|update|delete)$/, 'app'],
  [/^windows\.desktop\.(create|update|delete)$/, 'desktop'],
  [/^(github|oidc|saml)\.(created|updated|deleted)$/, 'connector'],
  [/^trusted_cluster\.(create|delete)$/, 'trusted cluster'],
  [/^lock\.(created|deleted)$/, 'lock'],
  [/^bot\.(create|update|delete)$/, 'bot'],
  [/^login_rule\.(create|delete)$/, 'login rule'],
  [/^access_list\.(create|update|delete)$/, 'access list'],
  [/^saml\.idp\.service\.provider\.(create|update|delete)$/, 'service provider'],
];

/** The resource `raw` is about, or null. */
export function resourceOf(raw: RawAuditEvent): EventResource | null {
  const type = typeof raw.event === 'string' ? raw.event : '';
  // What a session or request reached, most specific first.
  const reached: ReadonlyArray<readonly [string, ResourceKind]> = [
    ['db_service', 'database'],
    ['kubernetes_cluster', 'kubernetes'],
    ['app_name', 'app'],
    ['desktop_name', 'desktop'],
    ['server_hostname', 'server'],
  ];
  for (const [field, kind] of reached) {
    const name = text(raw, field);
    if (name) return { kind, name };
  }
  // A desktop event may carry only the desktop's address.
  if (type.startsWith('desktop.') || type.startsWith('windows.desktop.')) {
    const addr = text(raw, 'desktop_addr');
    if (addr) return { kind: 'desktop', name: addr };
  }
  if (type === 'bot.join') {
    const name = text(raw, 'bot_name');
    if (name) return { kind: 'bot', name };
  }
  if (type === 'instance.join') {
    const name = text(raw, 'node_name');
    if (name) return { kind: 'server', name };
  }
  if (type.startsWith('access_request.')) {
    const id = text(raw, 'id');
    if (id) return { kind: 'access request', name: id };
  }
  for (const [pattern, kind] of NAMED) {
    if (!pattern.test(type)) continue;
    const name = text(raw, 'name');
    return name ? { kind, name } : null;
  }
  return null;
}
