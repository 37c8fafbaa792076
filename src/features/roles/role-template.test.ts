import { describe, expect, it } from 'vitest';
import { checkResourceYaml } from '@/shared/yaml-editor/yaml-checks';
import { roleTemplate } from './role-template';

describe('roleTemplate', () => {
  it('parses and passes the checks', () => {
    const { problems, name } = checkResourceYaml(roleTemplate(), { kind: 'role', label: 'role' });
    expect(problems).toEqual([]);
    expect(name).toBeTruthy();
  });
});
