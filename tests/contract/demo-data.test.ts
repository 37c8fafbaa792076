// @vitest-environment node
// The contract's examples make a real demo, and the defaults other tests rely on stay put:
// listings have a first page of 25+ varied items with a cursor (the default Prism serves), a last
// page and an empty page; events cover 40+ codes across the audit event families; some
// examples carry hostile strings; the default user, clusters, nodes and sessions fit together.
import { describe, expect, it } from 'vitest';
import { loadContract, operationsOf, successOf, type Json } from './contract-doc';

const doc = await loadContract();
const ops = new Map(operationsOf(doc).map((op) => [op.operationId, op]));

function examplesOf(operationId: string): [string, Json][] {
  const op = ops.get(operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const media = Object.values<Json>(op.responses['200'].content)[0]!;
  return Object.entries<Json>(media.examples).map(([name, ex]) => [name, ex.value]);
}
const defaultOf = (operationId: string) => successOf(ops.get(operationId)!).example as Json;

const LISTINGS = [
  'listNodes',
  'listApps',
  'listDatabases',
  'listDatabaseServices',
  'listKubernetesClusters',
  'listKubernetesPods',
  'listDesktops',
  'listDesktopServices',
  'listUserGroups',
];
const HOSTILE_MARKUP = '<img src=x onerror=alert(1)>';

describe('listings', () => {
  it.each(LISTINGS)('%s: the default is a first page of 25+ items with a cursor; a last page and an empty page exist', (id) => {
    const first = defaultOf(id);
    expect(first.items.length).toBeGreaterThanOrEqual(25);
    expect(first.startKey).not.toBe('');
    expect(first.totalCount).toBeGreaterThan(first.items.length);
    // Varied: distinct names, not copies.
    const names = first.items.map((i: Json) => i.id ?? i.name);
    expect(new Set(names).size).toBe(names.length);
    const pages = examplesOf(id).map(([, v]) => v);
    expect(pages.some((p) => p.startKey === '' && p.items.length > 0)).toBe(true);
    expect(pages.some((p) => p.startKey === '' && p.items.length === 0 && p.totalCount === 0)).toBe(true);
  });

  it('the default nodes carry many labels and several logins (root, ubuntu, ec2-user)', () => {
    const nodes = defaultOf('listNodes').items as Json[];
    const withCommonLogins = nodes.filter((n) => ['root', 'ubuntu', 'ec2-user'].every((l) => n.sshLogins?.includes(l)));
    expect(withCommonLogins.length).toBeGreaterThan(nodes.length / 2);
    expect(Math.max(...nodes.map((n) => n.tags.length))).toBeGreaterThanOrEqual(8);
    expect(nodes.some((n) => n.tunnel)).toBe(true);
    expect(nodes.some((n) => n.sshLogins?.length === 0)).toBe(true);
  });

  it('hostile strings are in the default pages: markup in a label, a 200-character name, right-to-left text', () => {
    const nodes = defaultOf('listNodes').items as Json[];
    expect(nodes.some((n) => n.tags.some((t: Json) => t.value === HOSTILE_MARKUP))).toBe(true);
    expect(nodes.some((n) => n.hostname.length === 200)).toBe(true);
    expect(nodes.some((n) => /[\u0590-\u06ff]/.test(n.hostname))).toBe(true);
    for (const id of ['listApps', 'listDatabases', 'listKubernetesClusters', 'listDesktops', 'listUserGroups'])
      expect(JSON.stringify(defaultOf(id)), id).toContain(HOSTILE_MARKUP);
  });
});

describe('audit events', () => {
  const events = defaultOf('searchEvents').events as Json[];
  const codes = new Set(events.map((e) => e.code));

  it('cover 40+ distinct codes, with failures, across the audit event families', () => {
    expect(codes.size).toBeGreaterThanOrEqual(40);
    expect([...codes].some((c) => c.endsWith('W'))).toBe(true);
    expect([...codes].some((c) => c.endsWith('E'))).toBe(true);
    const families: Record<string, RegExp> = {
      'users and logins': /^T100[0-5]/,
      'MFA and recovery codes': /^T100[6-9]/,
      sessions: /^T200[0-6]/,
      'app sessions': /^T20(0[7-9]|11)/,
      'exec, scp, port forwarding': /^T300[1-7]/,
      kube: /^T3009/,
      'enhanced recording': /^T400/,
      'access requests': /^T500/,
      tokens: /^T600/,
      'trusted clusters': /^T700/,
      connectors: /^T8[012]0/,
      roles: /^T900/,
      locks: /^TLK/,
      'database sessions': /^TDB0[0-2]/,
      'database engines': /^T(PG|MY|MS|CA|ES|OS|DY)/,
      desktops: /^TDP/,
      devices: /^TV0/,
      'bots and instances': /^TJ0/,
      'login rules': /^TLR/,
      'SAML IdP': /^TSI/,
      Okta: /^TOK/,
      'upgrade window': /^TUW/,
      billing: /^TBL/,
    };
    for (const [family, pattern] of Object.entries(families))
      expect(
        [...codes].some((c) => pattern.test(c)),
        family,
      ).toBe(true);
  });

  it('every event has its type, code and time; the page has a cursor', () => {
    for (const e of events)
      expect(e).toEqual(expect.objectContaining({ event: expect.any(String), code: expect.any(String), time: expect.any(String) }));
    expect(defaultOf('searchEvents').startKey).not.toBe('');
    expect(events.some((e) => e.user === HOSTILE_MARKUP)).toBe(true);
  });

  it('the recordings are session-end events of SSH, Kubernetes and desktop sessions', () => {
    const recordings = defaultOf('searchSessionEvents').events as Json[];
    expect(new Set(recordings.map((e) => e.event))).toEqual(new Set(['session.end', 'windows.desktop.session.end']));
    expect(recordings.some((e) => e.proto === 'kube')).toBe(true);
    expect(recordings.some((e) => e.session_recording === 'off')).toBe(true);
    expect(recordings.some((e) => e.interactive === false)).toBe(true);
  });
});

describe('defaults other tests rely on', () => {
  it('the user context is alice with every permission', () => {
    const ctx = defaultOf('getUserContext');
    expect(ctx.userName).toBe('alice');
    expect(ctx.authType).toBe('local');
    for (const [area, access] of Object.entries<Json | boolean>(ctx.userAcl)) {
      if (typeof access === 'boolean') expect(access, area).toBe(true);
      else expect(Object.values(access).every(Boolean), area).toBe(true);
    }
    expect(ctx.cluster.name).toBe('teleport.example.com');
  });

  it('the clusters list the root cluster teleport.example.com first, then leaf clusters', () => {
    const clusters = defaultOf('listClusters') as Json[];
    expect(clusters[0]!.name).toBe('teleport.example.com');
    expect(clusters.length).toBeGreaterThanOrEqual(3);
    expect(clusters.some((c) => c.status === 'offline')).toBe(true);
  });

  it('the first active session is an SSH session on a node of the default nodes page', () => {
    const sessions = defaultOf('listActiveSessions').sessions as Json[];
    const nodes = defaultOf('listNodes').items as Json[];
    const ssh = sessions[0]!;
    expect(ssh.kind).toBe('ssh');
    const node = nodes.find((n) => n.id === ssh.server_id);
    expect(node?.hostname).toBe(ssh.server_hostname);
    expect(node?.sshLogins).toContain(ssh.login);
    expect(new Set(sessions.map((s) => s.kind))).toEqual(new Set(['ssh', 'k8s', 'db', 'desktop', 'app']));
  });

  it('the ping and the web config describe the same cluster', () => {
    expect(defaultOf('getPing').cluster_name).toBe('teleport.example.com');
    expect(String(defaultOf('getWebConfig'))).toContain('"proxyCluster":"teleport.example.com"');
  });
});

describe('WebAuthn registration challenges', () => {
  // Chromium warns when a registration offers neither ES256 (-7) nor RS256 (-257), and some keys
  // support only one of them: every example offers both.
  const challenges: [string, Json[]][] = [];
  const visit = (label: string, value: Json) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(`${label}[${i}]`, v));
    else if (value && typeof value === 'object') {
      if (Array.isArray(value.pubKeyCredParams)) challenges.push([label, value.pubKeyCredParams]);
      for (const [k, v] of Object.entries<Json>(value)) if (k !== 'pubKeyCredParams') visit(`${label}.${k}`, v);
    }
  };
  for (const op of operationsOf(doc)) {
    for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
      for (const media of Object.values<Json>(response?.content ?? {})) {
        if (media.example !== undefined) visit(`${op.operationId} ${status}`, media.example);
        for (const [name, ex] of Object.entries<Json>(media.examples ?? {})) visit(`${op.operationId} ${status} ${name}`, ex.value);
      }
    }
  }
  it('exist in the contract', () => {
    expect(challenges.length).toBeGreaterThan(0);
  });
  it.each(challenges)('%s offers ES256 and RS256', (_label, params) => {
    expect(params.map((p) => p.alg)).toEqual(expect.arrayContaining([-7, -257]));
  });
});
