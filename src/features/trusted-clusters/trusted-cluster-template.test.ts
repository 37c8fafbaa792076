import { describe, expect, it } from 'vitest';
import { checkResourceYaml } from '@/shared/yaml-editor/yaml-checks';
import { trustedClusterTemplate } from './trusted-cluster-template';

describe('trustedClusterTemplate', () => {
  it('parses and passes the checks', () => {
    const { problems, name } = checkResourceYaml(trustedClusterTemplate(), { kind: 'trusted_cluster', label: 'trusted cluster' });
    expect(problems).toEqual([]);
    expect(name).toBeTruthy();
  });
});
