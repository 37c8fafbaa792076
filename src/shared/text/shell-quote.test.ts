import { describe, expect, it } from 'vitest';
import { shellFlag, shellQuote } from './shell-quote';
import { loginTargetFor, tshLoginCommand } from '@/shared/connect/tsh-commands';

describe('shell quoting of copied commands', () => {
  it('leaves plain words alone', () => {
    for (const word of ['orders-pg', 'alice@example.com', 'system:masters', 'a.b_c/d', 'x=y', '10.0.0.1:5432'])
      expect(shellQuote(word)).toBe(word);
  });

  it('single-quotes anything else, so a name cannot run a second command', () => {
    expect(shellQuote('')).toBe("''");
    expect(shellQuote('a b')).toBe("'a b'");
    expect(shellQuote('x; rm -rf ~')).toBe("'x; rm -rf ~'");
    expect(shellQuote('$(reboot)')).toBe("'$(reboot)'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('<img src=x onerror=alert(1)>')).toBe("'<img src=x onerror=alert(1)>'");
    expect(shellQuote('кластер-тест')).toBe("'кластер-тест'");
    expect(shellFlag('db-user', 'read only')).toBe("--db-user='read only'");
  });
});

describe('tsh login', () => {
  const base = { proxyHost: 'teleport.example.com:443', authType: 'local', userName: 'alice', clusterId: 'root', proxyCluster: 'root' };

  it('names the local connector and user for a local user', () => {
    expect(tshLoginCommand(base)).toBe('tsh login --proxy=teleport.example.com:443 --auth=local --user=alice');
  });

  it('lets tsh pick the SSO connector, and adds a leaf cluster', () => {
    expect(tshLoginCommand({ ...base, authType: 'sso', clusterId: 'leaf-east' })).toBe(
      'tsh login --proxy=teleport.example.com:443 leaf-east',
    );
  });

  it('quotes a hostile user name', () => {
    expect(tshLoginCommand({ ...base, userName: 'bob; id' })).toBe(
      "tsh login --proxy=teleport.example.com:443 --auth=local --user='bob; id'",
    );
  });

  it('builds the target from the user context and the page host', () => {
    expect(loginTargetFor({ authType: 'sso', userName: 'bob' }, 'root', 'leaf', 'proxy:3080')).toEqual({
      proxyHost: 'proxy:3080',
      authType: 'sso',
      userName: 'bob',
      clusterId: 'leaf',
      proxyCluster: 'root',
    });
  });
});
