import { describe, expect, it } from 'vitest';
import { findJoined, resourceIdQuery, carriesResourceId } from './agent-match';
import { installCommands, shellWord } from './install-commands';
import { countdownText, joinTokenRequest, msLeft, RESOURCE_ID_LABEL, tokenFacts } from './join-token';
import { kindById, type ResourceKind } from './kinds';

const kind = (id: string) => kindById(id) as ResourceKind;
const input = { proxy: 'teleport.example.com:3080', token: 'abc123', resourceId: 'rid-1' };

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
    expect(c.lines).toEqual([{ text: 'sudo bash -c "$(curl -fsSL https://teleport.example.com:3080/scripts/abc123/install-node.sh)"' }]);
  });

  it('an application passes its name and uri, quoted for the shell', () => {
    const c = installCommands(kind('app'), { ...input, name: 'grafana', uri: 'http://localhost:3000' });
    expect(c.lines[0]?.text).toBe(
      `sudo bash -c "$(curl -fsSL 'https://teleport.example.com:3080/scripts/abc123/install-app.sh?name=grafana&uri=http%3A%2F%2Flocalhost%3A3000')"`,
    );
  });

  it('a database runs the database script; Kubernetes installs the Helm chart with the label; desktops run PowerShell', () => {
    expect(installCommands(kind('postgres-self'), input).lines[0]?.text).toContain('/scripts/abc123/install-database.sh');
    const kube = installCommands(kind('kube'), { ...input, name: 'prod' }).lines;
    expect(kube[1]?.text).toContain(
      "--set authToken=abc123 --set kubeClusterName=prod --set 'labels.teleport\\.internal/resource-id=rid-1'",
    );
    const desktop = installCommands(kind('desktop'), input);
    expect(desktop.shell).toBe('powershell');
    expect(desktop.lines[1]?.text).toContain('/webapi/scripts/desktop-access/configure/abc123/configure-ad.ps1');
  });

  it('quotes what a shell would split or expand', () => {
    expect(shellWord('plain-1.2:3')).toBe('plain-1.2:3');
    expect(shellWord("it's $HOME")).toBe(`'it'\\''s $HOME'`);
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
