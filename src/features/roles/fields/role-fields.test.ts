import { describe, expect, it } from 'vitest';
import { roleFieldAt as fieldAt, ROLE_FIELDS } from './role-fields';

describe('fieldAt', () => {
  it('finds conditions under allow and deny alike', () => {
    expect(fieldAt(['spec', 'allow', 'logins'])?.type).toBe('strings');
    expect(fieldAt(['spec', 'deny', 'node_labels'])?.type).toBe('labels');
    expect(fieldAt(['spec', 'options', 'max_session_ttl'])?.type).toBe('duration');
  });

  it('walks into list items', () => {
    expect(Object.keys(fieldAt(['spec', 'allow', 'rules', '[]'])?.fields ?? {})).toEqual(['resources', 'verbs', 'where', 'actions']);
    expect(fieldAt(['spec', 'allow', 'rules', '[]', 'verbs', '[]'])?.values).toContain('readnosecrets');
    expect(fieldAt(['spec', 'allow', 'kubernetes_resources', '[]', 'kind'])?.values).toContain('pod');
  });

  it('is null for unknown keys and for items of a non-list', () => {
    expect(fieldAt(['spec', 'allow', 'nonsense'])).toBeNull();
    expect(fieldAt(['spec', '[]'])).toBeNull();
    expect(fieldAt(['spec', 'allow', 'logins', 'x'])).toBeNull();
  });

  it('covers the fields the editor promises', () => {
    const allow = Object.keys(ROLE_FIELDS.fields!.spec!.fields!.allow!.fields!);
    for (const key of [
      'logins',
      'app_labels',
      'db_labels',
      'kubernetes_labels',
      'windows_desktop_labels',
      'db_users',
      'db_names',
      'kubernetes_groups',
      'kubernetes_users',
      'kubernetes_resources',
      'windows_desktop_logins',
      'aws_role_arns',
      'rules',
      'request',
      'review_requests',
      'impersonate',
    ])
      expect(allow).toContain(key);
    const options = Object.keys(ROLE_FIELDS.fields!.spec!.fields!.options!.fields!);
    for (const key of [
      'max_session_ttl',
      'forward_agent',
      'port_forwarding',
      'client_idle_timeout',
      'disconnect_expired_cert',
      'require_session_mfa',
      'record_session',
      'enhanced_recording',
      'permit_x11_forwarding',
      'create_host_user',
      'pin_source_ip',
    ])
      expect(options).toContain(key);
  });
});
