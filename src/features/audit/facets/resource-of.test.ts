import { describe, expect, it } from 'vitest';
import { resourceOf } from './resource-of';

describe('resourceOf', () => {
  it('names what a session or request reached', () => {
    expect(resourceOf({ event: 'session.start', server_hostname: 'web-prod-01', server_id: 'c26a' })).toEqual({
      kind: 'server',
      name: 'web-prod-01',
    });
    expect(resourceOf({ event: 'db.session.query', db_service: 'orders-pg', db_name: 'orders' })).toEqual({
      kind: 'database',
      name: 'orders-pg',
    });
    expect(resourceOf({ event: 'kube.request', kubernetes_cluster: 'prod-eks', server_hostname: 'proxy' })).toEqual({
      kind: 'kubernetes',
      name: 'prod-eks',
    });
    expect(resourceOf({ event: 'app.session.start', app_name: 'grafana', server_id: 'a8ab' })).toEqual({ kind: 'app', name: 'grafana' });
    expect(resourceOf({ event: 'windows.desktop.session.start', desktop_name: 'win-dc01', desktop_addr: '10.1.4.20:3389' })).toEqual({
      kind: 'desktop',
      name: 'win-dc01',
    });
    expect(resourceOf({ event: 'desktop.clipboard.send', desktop_addr: '10.1.4.20:3389' })).toEqual({
      kind: 'desktop',
      name: '10.1.4.20:3389',
    });
  });

  it('names the object a change made', () => {
    expect(resourceOf({ event: 'user.create', name: 'dave' })).toEqual({ kind: 'user', name: 'dave' });
    expect(resourceOf({ event: 'reset_password_token.create', name: 'dave' })).toEqual({ kind: 'user', name: 'dave' });
    expect(resourceOf({ event: 'role.deleted', name: 'temp-debug' })).toEqual({ kind: 'role', name: 'temp-debug' });
    expect(resourceOf({ event: 'kube.delete', name: 'staging-gke-old' })).toEqual({ kind: 'kubernetes', name: 'staging-gke-old' });
    expect(resourceOf({ event: 'saml.created', name: 'okta' })).toEqual({ kind: 'connector', name: 'okta' });
    expect(resourceOf({ event: 'lock.created', name: '8f7e' })).toEqual({ kind: 'lock', name: '8f7e' });
    expect(resourceOf({ event: 'bot.join', bot_name: 'ci-bot' })).toEqual({ kind: 'bot', name: 'ci-bot' });
    expect(resourceOf({ event: 'access_request.review', id: '0c9b' })).toEqual({ kind: 'access request', name: '0c9b' });
  });

  it('has none for events about no resource, or odd fields', () => {
    expect(resourceOf({ event: 'user.login', user: 'alice', method: 'local' })).toBeNull();
    expect(resourceOf({ event: 'subsystem', name: 'sftp', server_id: 'c26a' })).toBeNull();
    expect(resourceOf({ event: 'user.create' })).toBeNull();
    expect(resourceOf({ event: 'session.start', server_hostname: 42 })).toBeNull();
    expect(resourceOf({})).toBeNull();
  });

  it('keeps hostile names as text, capped', () => {
    const name = '<img src=x onerror=alert(1)>'.repeat(20);
    const r = resourceOf({ event: 'role.created', name });
    expect(r?.name).toBe(name.slice(0, 300));
  });
});
