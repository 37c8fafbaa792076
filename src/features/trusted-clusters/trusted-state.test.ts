import { describe, expect, it } from 'vitest';
import { trustedClusterEnabled } from './trusted-state';

describe('trustedClusterEnabled', () => {
  it('reads spec.enabled', () => {
    expect(trustedClusterEnabled('kind: trusted_cluster\nspec:\n  enabled: true\n')).toBe(true);
    expect(trustedClusterEnabled('kind: trusted_cluster\nspec:\n  enabled: false\n')).toBe(false);
  });
  it('is null when unknown or unreadable', () => {
    expect(trustedClusterEnabled('kind: trusted_cluster\nspec: {}\n')).toBeNull();
    expect(trustedClusterEnabled('spec:\n  enabled: "yes"\n')).toBeNull();
    expect(trustedClusterEnabled('spec: [\n')).toBeNull();
    expect(trustedClusterEnabled('a: &a [*a, *a]\n')).toBeNull();
  });
});
