import { describe, expect, it } from 'vitest';
import { checkResourceYaml } from '@/shared/yaml-editor/yaml-checks';
import { githubConnectorTemplate } from './connector-template';

describe('githubConnectorTemplate', () => {
  it('parses and passes the checks', () => {
    const text = githubConnectorTemplate({ proxyAddress: 'teleport.example.com:3080' });
    const { problems, name } = checkResourceYaml(text, { kind: 'github', label: 'GitHub connector' });
    expect(problems).toEqual([]);
    expect(name).toBeTruthy();
  });

  it('puts the proxy address in the callback', () => {
    expect(githubConnectorTemplate({ proxyAddress: 'p.example.com' })).toContain(
      'redirect_url: https://p.example.com/v1/webapi/github/callback',
    );
  });
});
