// The assistant's route in the registry: like every refused route (spec 6), it is not reachable
// when the ACL refuses the assistant; on a cluster without the assistant it opens to say so.
import { describe, expect, it } from 'vitest';
import type { Access, UserAcl } from '@/api/gen/model';
import { accessEnv } from '@/platform/registry/flags';
import { decideRoute, resolveFeatures } from '@/platform/registry/resolve';
import { ACL_AREAS } from '@/platform/shell-data';
import { registry } from '@/app/router';

const none: Access = { list: false, read: false, edit: false, create: false, remove: false, use: false };
const acl = (grants: { assist?: Partial<Access>; roles?: Partial<Access> }): UserAcl =>
  ({
    ...Object.fromEntries(ACL_AREAS.map((k) => [k, { ...none }])),
    assist: { ...none, ...grants.assist },
    roles: { ...none, ...grants.roles },
    clipboard: true,
    desktopSessionRecording: true,
    directorySharing: true,
  }) as unknown as UserAcl;
const config = (assistEnabled: boolean) => ({ assistEnabled, isDashboard: false, isUsageBasedBilling: false });
const decide = (grants: Parameters<typeof acl>[0], assistEnabled: boolean, path: string) =>
  decideRoute(registry, resolveFeatures(registry, accessEnv(acl(grants), config(assistEnabled))), path);

describe('the assistant route', () => {
  it('opens with assist.list on a cluster with the assistant', () => {
    for (const path of ['/assist', '/assist/1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a'])
      expect(decide({ assist: { list: true } }, true, path)).toMatchObject({ kind: 'allow', feature: { id: 'assist' } });
  });

  it('refused by the ACL, it is not reachable: the same redirect as any other refused route', () => {
    for (const path of ['/assist', '/assist/1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a'])
      expect(decide({ assist: { read: true } }, true, path)).toEqual({ kind: 'redirect', to: '/' });
    // The same answer as for another page the roles refuse.
    expect(decide({}, true, '/roles')).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ roles: { list: true } }, true, '/roles')).toMatchObject({ kind: 'allow' });
  });

  it('on a cluster without the assistant the page opens (to say it is switched off), with or without assist.list', () => {
    expect(decide({}, false, '/assist')).toMatchObject({ kind: 'allow', feature: { id: 'assist' } });
    expect(decide({ assist: { list: true } }, false, '/assist')).toMatchObject({ kind: 'allow', feature: { id: 'assist' } });
  });
});
