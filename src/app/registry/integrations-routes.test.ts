// The integration pages in the registry: Management › Access, guarded by the integrations and
// enrollIntegrations flags, Enroll New Integration by prefix (the kind is optional).
import { describe, expect, it } from 'vitest';
import type { Access, UserAcl } from '@/api/gen/model';
import { accessEnv } from '@/platform/registry/flags';
import { decideRoute, featureForPath, navLinks, navSections, resolveFeatures } from '@/platform/registry/resolve';
import { ACL_AREAS } from '@/platform/shell-data';
import { registry } from '@/app/router';

const none: Access = { list: false, read: false, edit: false, create: false, remove: false, use: false };
const acl = (integrations: Partial<Access>): UserAcl =>
  ({
    ...Object.fromEntries(ACL_AREAS.map((k) => [k, { ...none }])),
    integrations: { ...none, ...integrations },
    clipboard: true,
    desktopSessionRecording: true,
    directorySharing: true,
  }) as unknown as UserAcl;
const config = { assistEnabled: false, isDashboard: false, isUsageBasedBilling: false };
const resolved = (integrations: Partial<Access>) => resolveFeatures(registry, accessEnv(acl(integrations), config));

describe('integration routes', () => {
  it('sit in Management › Access with their titles, listing and enrolling allowed', () => {
    const features = resolved({ list: true, create: true });
    const access = navSections(features, 'management', 'c').find((s) => s.id === 'access');
    expect(navLinks(access ? [access] : []).map((e) => [e.title, e.link])).toEqual([
      ['Integrations', '/integrations'],
      ['Enroll New Integration', '/integrations/new'],
    ]);
    expect(featureForPath(features, '/integrations')?.route?.title).toBe('Integrations');
    expect(featureForPath(features, '/integrations/new')?.route?.title).toBe('Enroll New Integration');
    expect(featureForPath(features, '/integrations/new/aws-oidc')?.route?.title).toBe('Enroll New Integration');
    expect(decideRoute(registry, features, '/integrations/new/aws-oidc')).toMatchObject({
      kind: 'allow',
      feature: { id: 'enroll-integration' },
    });
  });

  it('list needs integrations.list; enrolling needs integrations.create', () => {
    const listOnly = resolved({ list: true });
    expect(decideRoute(registry, listOnly, '/integrations')).toMatchObject({ kind: 'allow', feature: { id: 'integrations' } });
    expect(decideRoute(registry, listOnly, '/integrations/new')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute(registry, listOnly, '/integrations/new/aws-oidc')).toEqual({ kind: 'redirect', to: '/' });
    const createOnly = resolved({ create: true });
    expect(decideRoute(registry, createOnly, '/integrations')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute(registry, createOnly, '/integrations/new')).toMatchObject({ kind: 'allow' });
  });
});
