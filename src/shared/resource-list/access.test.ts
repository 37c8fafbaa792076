import { describe, expect, it } from 'vitest';
import { DISCOVER_FEATURE_ID, canRequestRoles, enrollTarget, isUnknownCluster } from './access';

describe('what a resource page knows about the user', () => {
  it('offers searchAsRoles only with roles to request', () => {
    expect(canRequestRoles({ accessCapabilities: { requestableRoles: ['editor'] } })).toBe(true);
    expect(canRequestRoles({ accessCapabilities: { requestableRoles: [] } })).toBe(false);
    expect(canRequestRoles({ accessCapabilities: { requestableRoles: null } })).toBe(false);
    expect(canRequestRoles({ accessCapabilities: null })).toBe(false);
  });

  it('links Enroll New Resource only when that feature is registered and the user may add agents', () => {
    const link = { to: '/discover' as const, params: { clusterId: 'c' } };
    const discover = { id: DISCOVER_FEATURE_ID, navigationItem: { getRouteLink: () => link } };
    expect(enrollTarget([], true, 'c')).toEqual({ allowed: true, link: null });
    expect(enrollTarget([discover], true, 'c')).toEqual({ allowed: true, link });
    expect(enrollTarget([discover], false, 'c')).toEqual({ allowed: false, link: null });
    expect(
      enrollTarget([{ id: DISCOVER_FEATURE_ID, navigationItem: { getRouteLink: () => link, isExternalLink: true } }], true, 'c').link,
    ).toBeNull();
  });

  it('a cluster missing from the loaded list is unknown; while the list loads it is not', () => {
    expect(isUnknownCluster(undefined, 'x')).toBe(false);
    expect(isUnknownCluster([{ name: 'root' }], 'root')).toBe(false);
    expect(isUnknownCluster([{ name: 'root' }], 'x')).toBe(true);
  });
});
