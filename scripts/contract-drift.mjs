// Contract drift check against a live proxy: `npm run contract:drift -- --upstream URL [options]`.
//
// Calls the safe, read-only operations of the contract on a running server, checks every
// response (status, media type, body against the JSON Schema of the contract) and prints a
// table: operation, request, status, result, and under each drifting row one line per
// violation with its JSON path and message. Keys the contract does not declare are listed as
// warnings; one that looks like a declared key the object lacks (a renamed field) is drift.
// Exits 1 on drift, 2 when the server cannot be reached, the options are wrong or a socket asked
// for gave nothing to check (--sockets), 3 when the server refuses the credentials (login
// refused, or the signed-in calls answer 401/403: nothing behind the sign-in was checked), 0
// otherwise.
//
// Options:
//   --upstream URL        the proxy, e.g. https://teleport.example.com:3080 (required)
//   --token T             bearer token of a web session (env CONTRACT_DRIFT_TOKEN)
//   --cookie C            the session cookie: the `__Host-session` value or a whole Cookie header
//                         (env CONTRACT_DRIFT_COOKIE). The proxy needs both token and cookie.
//   --user U --password P [--otp CODE]
//                         log in instead, as the browser does: GET /web/login for the CSRF token
//                         (its grv_csrf_token meta and cookie), then POST /v1/webapi/sessions/web;
//                         the session it creates is used for the checks
//   --cluster C           cluster for /sites/{clusterId} calls (default: the ping's cluster name)
//   --insecure            accept a self-signed or otherwise unverifiable certificate
//   --include-writes      also send the few mutating calls listed below (never without it)
//   --contract FILE       another contract document (default openapi/openapi.yaml)
//   --json                print the results as JSON
//   --timeout MS          per-request timeout (default 15000)
//   --sockets --node NAME --login LOGIN [--desktop NAME [--desktop-login LOGIN]]
//                         also check the WebSocket routes (never without --sockets: it opens
//                         sessions): an SSH session on NODE as LOGIN, the assistant's greeting in a
//                         new conversation when the web config enables the assistant (the
//                         conversation is deleted again), and with --desktop the first messages of a
//                         desktop session (as the desktop's first login unless --desktop-login).
//                         Every frame is checked against the message schemas of the contract
//                         (x-websocket-messages); every socket is closed normally. A socket that
//                         gives nothing to check (refused, an error instead of a session) exits 2.
//                         Details: scripts/lib/drift-sockets.mjs
//   --help                this text
//
// Without credentials only the public operations are checked; the rest are listed as skipped.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { undeclaredKeys } from './lib/undeclared-keys.mjs';
import { CredentialsRefused, login } from './lib/drift-login.mjs';
import { SOCKETS_NOT_CHECKED, runSocketPass } from './lib/drift-sockets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

// ---------------------------------------------------------------------------------- options

export function parseArgs(argv) {
  const o = {
    upstream: '',
    token: process.env.CONTRACT_DRIFT_TOKEN ?? '',
    cookie: process.env.CONTRACT_DRIFT_COOKIE ?? '',
    user: '',
    password: '',
    otp: '',
    cluster: '',
    insecure: false,
    includeWrites: false,
    contract: path.join(root, 'openapi/openapi.yaml'),
    json: false,
    timeout: 15000,
    sockets: false,
    node: '',
    login: '',
    desktop: '',
    desktopLogin: '',
  };
  const value = (i, name) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const take = () => (inline !== undefined ? inline : value(i++, flag));
    if (flag === '--upstream') o.upstream = take();
    else if (flag === '--token') o.token = take();
    else if (flag === '--cookie') o.cookie = take();
    else if (flag === '--user') o.user = take();
    else if (flag === '--password') o.password = take();
    else if (flag === '--otp') o.otp = take();
    else if (flag === '--cluster') o.cluster = take();
    else if (flag === '--contract') o.contract = path.resolve(take());
    else if (flag === '--timeout') o.timeout = Number(take());
    else if (flag === '--insecure') o.insecure = true;
    else if (flag === '--include-writes') o.includeWrites = true;
    else if (flag === '--json') o.json = true;
    else if (flag === '--sockets') o.sockets = true;
    else if (flag === '--node') o.node = take();
    else if (flag === '--login') o.login = take();
    else if (flag === '--desktop') o.desktop = take();
    else if (flag === '--desktop-login') o.desktopLogin = take();
    else throw new Error(`unknown option ${a}`);
  }
  if (o.sockets) {
    if (!o.node || !o.login)
      throw new Error('--sockets needs --node NAME and --login LOGIN (the SSH session it opens on that node as that login)');
    if (!o.token && !(o.user && o.password)) throw new Error('--sockets needs a session: --token and --cookie, or --user/--password');
  } else {
    const stray = ['node', 'login', 'desktop', 'desktopLogin'].filter((k) => o[k]);
    if (stray.length)
      throw new Error(`--${stray[0].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} only goes with --sockets (the socket pass)`);
  }
  if (o.desktopLogin && !o.desktop) throw new Error('--desktop-login needs --desktop NAME');
  if (!o.upstream) throw new Error('--upstream URL is required, e.g. --upstream https://teleport.example.com:3080');
  const u = new URL(o.upstream);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('--upstream must be an http(s) URL');
  o.upstream = u.origin;
  if (o.cookie && !o.cookie.includes('=')) o.cookie = `__Host-session=${o.cookie}`;
  return o;
}

// ------------------------------------------------------------------------------------ HTTP

function send(o, method, url, { headers = {}, body } = {}) {
  const u = new URL(url);
  const lib = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      u,
      { method, headers: { Accept: 'application/json', ...headers }, rejectUnauthorized: !o.insecure, timeout: o.timeout },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${o.timeout} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** The wire path: /webapi routes with the /v1 prefix the console uses; /web and /scripts as they are. */
const wirePath = (p) => (p.startsWith('/webapi/') ? `/v1${p}` : p);

// ------------------------------------------------------------------------------ validation

function makeAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const k of ['example', 'x-enum-varnames', 'x-enumNames', 'x-enum-descriptions', 'x-config-schema']) ajv.addKeyword(k);
  return ajv;
}

/** `/items/0/host name` -> `$.items[0]['host name']`. */
export function jsonPath(pointer) {
  let out = '$';
  for (const raw of pointer.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(seg)) out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(seg)) out += `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

const squash = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function valueAt(data, pointer) {
  let v = data;
  for (const raw of pointer.split('/').slice(1)) v = v?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  return v;
}

/** Ajv errors as {path, message}; a missing required key next to a look-alike key is called a rename. */
function violationsOf(errors, data) {
  const out = [];
  const all = errors ?? [];
  // Drop umbrella errors (anyOf/oneOf) and the "must be null" branch of nullable values when a
  // more specific error explains the same place.
  const specific = (e) =>
    all.some(
      (x) =>
        x !== e &&
        x.keyword !== 'anyOf' &&
        x.keyword !== 'oneOf' &&
        x.instancePath.startsWith(e.instancePath) &&
        !(x.keyword === 'type' && x.params.type === 'null'),
    );
  for (const e of all) {
    if ((e.keyword === 'anyOf' || e.keyword === 'oneOf') && specific(e)) continue;
    if (e.keyword === 'type' && e.params.type === 'null' && specific(e)) continue;
    if (e.keyword === 'required') {
      const missing = e.params.missingProperty;
      const obj = valueAt(data, e.instancePath);
      const lookAlike =
        obj && typeof obj === 'object' ? Object.keys(obj).find((k) => k !== missing && squash(k) === squash(missing)) : undefined;
      out.push({
        path: jsonPath(`${e.instancePath}/${missing}`),
        message: `required field is missing${lookAlike ? ` (found "${lookAlike}": renamed?)` : ''}`,
      });
    } else {
      const detail = e.keyword === 'enum' ? ` (${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})` : '';
      out.push({
        path: jsonPath(e.instancePath),
        message: `${e.message}${detail}, got ${JSON.stringify(valueAt(data, e.instancePath))?.slice(0, 60)}`,
      });
    }
  }
  return out;
}

// ------------------------------------------------------------------------------- the plan

/**
 * What to call, in order. `needs` names values learnt from earlier answers; a check whose
 * needs are missing is skipped with the reason. `auth` checks need a session.
 */
class NeedsCluster extends Error {}

function plan() {
  const site = (s) => {
    if (!s.cluster) throw new NeedsCluster();
    return `/webapi/sites/${encodeURIComponent(s.cluster)}`;
  };
  const list = { limit: '50' };
  const events = () => ({ from: new Date(Date.now() - 30 * 864e5).toISOString(), to: new Date().toISOString(), limit: '100' });
  return [
    { id: 'getPing', path: () => '/webapi/ping' },
    { id: 'getFind', path: () => '/webapi/find' },
    { id: 'getMotd', path: () => '/webapi/motd' },
    { id: 'getThumbprint', path: () => '/webapi/thumbprint' },
    { id: 'getWebConfig', path: () => '/web/config.js' },
    // Every SSO connector the ping names as the default or config.js offers on the login screen.
    {
      id: 'getPingForConnector',
      each: (s) => [...s.connectors],
      eachName: 'connector',
      path: (s) => `/webapi/ping/${encodeURIComponent(s.connector)}`,
    },
    { id: 'getInstallerScript', path: () => '/webapi/scripts/installer/default-installer' },
    { id: 'getInstallAdDsScript', path: () => '/webapi/scripts/desktop-access/install-ad-ds.ps1' },
    { id: 'getInstallAdCsScript', path: () => '/webapi/scripts/desktop-access/install-ad-cs.ps1' },
    { id: 'getUserStatus', auth: true, path: () => '/webapi/user/status' },
    { id: 'listClusters', auth: true, path: () => '/webapi/sites' },
    { id: 'getUserContext', auth: true, path: (s) => `${site(s)}/context` },
    { id: 'listClusterAlerts', auth: true, path: (s) => `${site(s)}/alerts` },
    { id: 'checkResources', auth: true, path: (s) => `${site(s)}/resources/check` },
    { id: 'getUserPreferences', auth: true, path: () => '/webapi/user/preferences' },
    { id: 'listUsers', auth: true, path: () => '/webapi/users' },
    { id: 'getUser', auth: true, needs: ['user'], path: (s) => `/webapi/users/${encodeURIComponent(s.user)}` },
    { id: 'listMfaDevices', auth: true, path: () => '/webapi/mfa/devices' },
    { id: 'listNodes', auth: true, path: (s) => `${site(s)}/nodes`, query: () => list },
    { id: 'listApps', auth: true, path: (s) => `${site(s)}/apps`, query: () => list },
    { id: 'listDatabases', auth: true, path: (s) => `${site(s)}/databases`, query: () => list },
    { id: 'getDatabase', auth: true, needs: ['database'], path: (s) => `${site(s)}/databases/${encodeURIComponent(s.database)}` },
    { id: 'listDatabaseServices', auth: true, path: (s) => `${site(s)}/databaseservices`, query: () => list },
    { id: 'listKubernetesClusters', auth: true, path: (s) => `${site(s)}/kubernetes`, query: () => list },
    {
      id: 'listKubernetesPods',
      auth: true,
      needs: ['kubeCluster'],
      path: (s) => `${site(s)}/pods`,
      query: (s) => ({ ...list, kubeCluster: s.kubeCluster }),
    },
    { id: 'listDesktops', auth: true, path: (s) => `${site(s)}/desktops`, query: () => list },
    { id: 'getDesktop', auth: true, needs: ['desktop'], path: (s) => `${site(s)}/desktops/${encodeURIComponent(s.desktop)}` },
    { id: 'getDesktopActive', auth: true, needs: ['desktop'], path: (s) => `${site(s)}/desktops/${encodeURIComponent(s.desktop)}/active` },
    { id: 'listDesktopServices', auth: true, path: (s) => `${site(s)}/desktopservices`, query: () => list },
    { id: 'listUserGroups', auth: true, path: (s) => `${site(s)}/user-groups`, query: () => list },
    { id: 'listActiveSessions', auth: true, path: (s) => `${site(s)}/sessions` },
    { id: 'searchEvents', auth: true, path: (s) => `${site(s)}/events/search`, query: events },
    { id: 'searchSessionEvents', auth: true, path: (s) => `${site(s)}/events/search/sessions`, query: events },
    { id: 'getSessionEvents', auth: true, needs: ['sid'], path: (s) => `${site(s)}/sessions/${encodeURIComponent(s.sid)}/events` },
    {
      id: 'streamSessionRecording',
      auth: true,
      needs: ['sid'],
      path: (s) => `${site(s)}/sessions/${encodeURIComponent(s.sid)}/stream`,
      query: () => ({ offset: '0', bytes: '1024' }),
    },
    { id: 'listRoles', auth: true, path: () => '/webapi/roles' },
    { id: 'listGithubConnectors', auth: true, path: () => '/webapi/github' },
    { id: 'listTrustedClusters', auth: true, path: () => '/webapi/trustedcluster' },
    { id: 'listLocks', auth: true, path: (s) => `${site(s)}/locks` },
    { id: 'listIntegrations', auth: true, path: (s) => `${site(s)}/integrations` },
    {
      id: 'getIntegration',
      auth: true,
      needs: ['integration'],
      path: (s) => `${site(s)}/integrations/${encodeURIComponent(s.integration)}`,
    },
    { id: 'listAssistantConversations', auth: true, path: () => '/webapi/assistant/conversations' },
    {
      id: 'getAssistantConversation',
      auth: true,
      needs: ['conversation'],
      path: (s) => `/webapi/assistant/conversations/${encodeURIComponent(s.conversation)}`,
    },
    // Mutating (or state-creating) calls: only with --include-writes.
    {
      id: 'checkMfaRequired',
      auth: true,
      write: true,
      needs: ['node', 'login'],
      path: (s) => `${site(s)}/mfa/required`,
      body: (s) => ({ node: { node_name: s.node, login: s.login } }),
    },
    {
      id: 'updateUserPreferences',
      auth: true,
      write: true,
      needs: ['preferences'],
      path: () => '/webapi/user/preferences',
      body: (s) => s.preferences,
    },
    { id: 'createAuthnChallenge', auth: true, write: true, path: () => '/webapi/mfa/authenticatechallenge' },
  ];
}

/** Values later checks need, learnt from earlier answers. */
function learn(id, data, s) {
  const first = (arr) => (Array.isArray(arr) ? arr[0] : undefined);
  if (id === 'getPing' && data?.auth) {
    if (!s.cluster && typeof data.cluster_name === 'string') s.cluster = data.cluster_name;
    for (const k of ['github', 'oidc', 'saml'])
      if (typeof data.auth[k]?.name === 'string' && data.auth[k].name) s.connectors.add(data.auth[k].name);
  }
  if (id === 'getWebConfig' && Array.isArray(data?.auth?.providers)) {
    for (const p of data.auth.providers) if (typeof p?.name === 'string' && p.name) s.connectors.add(p.name);
  }
  if (id === 'getWebConfig') s.assistEnabled = data?.assistEnabled === true;
  if (id === 'listUsers') s.user = first(data)?.name;
  if (id === 'listDatabases') s.database = first(data?.items)?.name;
  if (id === 'listKubernetesClusters') s.kubeCluster = first(data?.items)?.name;
  if (id === 'listDesktops') {
    s.desktop = first(data?.items)?.name;
    s.desktops = Array.isArray(data?.items) ? data.items : [];
  }
  if (id === 'listNodes') {
    s.nodes = Array.isArray(data?.items) ? data.items : [];
    const node = (data?.items ?? []).find((n) => Array.isArray(n.sshLogins) && n.sshLogins.length);
    if (node) [s.node, s.login] = [node.id, node.sshLogins[0]];
  }
  if (id === 'searchSessionEvents') s.sid = (data?.events ?? []).find((e) => e.event === 'session.end' && e.sid)?.sid;
  if (id === 'listIntegrations') s.integration = first(data?.items)?.name;
  if (id === 'listAssistantConversations') s.conversation = first(data?.conversations)?.id;
  if (id === 'getUserPreferences' && data && typeof data === 'object') s.preferences = data;
}

const SKIPPED_ALWAYS = {
  getPasswordToken: 'reading a token rotates its TOTP secret',
  startGithubLogin: 'creates an SSO request (browser navigation)',
  downloadFile: 'needs a file path on a node',
  getHeadlessAuthentication: 'needs a pending headless request',
  getConnectionDiagnostic: 'needs a diagnostic ID',
  listMfaDevicesWithToken: 'needs a privilege or recovery token',
  getInstallNodeScript: 'needs a join token',
  getInstallAppScript: 'needs a join token',
  getInstallDatabaseScript: 'needs a join token',
  getConfigureAdScript: 'needs a join token',
  getSqlServerConfigureAdScript: 'needs a join token',
  getDeployServiceIamScript: 'needs an integration and its roles',
  getDatabaseIamPolicy: 'only meaningful for AWS-hosted databases',
};

// ---------------------------------------------------------------------------------- runner

export async function loadOperations(file) {
  const doc = await $RefParser.dereference(file);
  const ops = new Map();
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const m of METHODS) if (item?.[m]) ops.set(item[m].operationId, { method: m.toUpperCase(), path: p, op: item[m] });
  }
  return { doc, ops };
}

/**
 * A value against its (dereferenced) schema: the validator's violations, a renamed field as a
 * violation, undeclared keys as warnings. Used for HTTP bodies and socket messages alike.
 */
export function checkData(ajv, schema, data) {
  const violations = [];
  const warnings = [];
  const validate = ajv.compile(schema);
  if (!validate(data)) violations.push(...violationsOf(validate.errors, data));
  for (const u of undeclaredKeys(schema, data)) {
    if (u.renamedFrom) {
      const missing = jsonPath(
        `${u.pointer.slice(0, u.pointer.lastIndexOf('/'))}/${u.renamedFrom.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      );
      // A required key is already reported missing (with the same look-alike).
      if (!violations.some((v) => v.path === missing))
        violations.push({ path: missing, message: `declared field is missing (found "${u.key}": renamed?)` });
    } else {
      warnings.push({ path: jsonPath(u.pointer), message: 'key not declared by the contract' });
    }
  }
  return { violations, warnings };
}

function checkResponse(ajv, entry, res) {
  const { op } = entry;
  const violations = [];
  const documented = op.responses?.[String(res.status)];
  if (!documented) {
    return {
      result: 'DRIFT',
      violations: [
        {
          path: '(status)',
          message: `status ${res.status} is not in the contract (documented: ${Object.keys(op.responses ?? {}).join(', ')})`,
        },
      ],
    };
  }
  const content = documented.content ?? {};
  const mediaTypes = Object.keys(content);
  const got = String(res.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
  if (mediaTypes.length === 0) {
    if (res.text.trim() !== '') violations.push({ path: '(body)', message: `expected an empty body, got ${res.text.length} bytes` });
    const isOk = res.status >= 200 && res.status < 300;
    return { result: violations.length ? 'DRIFT' : isOk ? 'ok' : `documented ${res.status}, empty body as documented`, violations };
  }
  const media = mediaTypes.find((m) => m === got) ?? mediaTypes.find((m) => m.includes('json') && got.includes('json'));
  const ok2xx = res.status >= 200 && res.status < 300;
  if (!media) {
    violations.push({ path: '(content-type)', message: `expected ${mediaTypes.join(' or ')}, got ${got || 'none'}` });
    return { result: 'DRIFT', violations };
  }
  let data;
  let schema;
  if (media === 'application/javascript') {
    const m = /^\s*var GRV_CONFIG = ([\s\S]*);\s*$/.exec(res.text);
    if (!m) return { result: 'DRIFT', violations: [{ path: '(body)', message: 'not of the form var GRV_CONFIG = {...};' }] };
    try {
      data = JSON.parse(m[1]);
    } catch (err) {
      return { result: 'DRIFT', violations: [{ path: '(body)', message: `GRV_CONFIG is not JSON: ${err.message}` }] };
    }
    schema = op['x-config-schema'];
  } else if (media.includes('json')) {
    try {
      data = JSON.parse(res.text);
    } catch {
      return { result: 'DRIFT', violations: [{ path: '(body)', message: `not JSON: ${res.text.slice(0, 60)}` }] };
    }
    schema = content[media].schema ?? {};
  }
  const warnings = [];
  if (schema) {
    const checked = checkData(ajv, schema, data);
    violations.push(...checked.violations);
    warnings.push(...checked.warnings);
  }
  if (violations.length) return { result: 'DRIFT', violations, warnings, data };
  // A documented error answer whose body was checked and conforms: say what it was, not "ok".
  const result = ok2xx ? 'ok' : `documented ${res.status}, body conforms${data?.error?.message ? ` ("${data.error.message}")` : ''}`;
  return { result, violations, warnings, data: ok2xx ? data : undefined, errorMessage: data?.error?.message };
}

/** The error message of a JSON error answer, or ''. */
function errorMessageOf(text) {
  try {
    return JSON.parse(text)?.error?.message ?? '';
  } catch {
    return '';
  }
}

export async function runDrift(o) {
  const { ops } = await loadOperations(o.contract);
  const ajv = makeAjv();
  const rows = [];
  const state = { cluster: o.cluster, connectors: new Set() };
  if (o.user && o.password && !o.token) await login(o, send);
  const authed = Boolean(o.token);
  const planned = plan();
  const plannedIds = new Set(planned.map((p) => p.id));
  /** Set when the server refuses the session: why, in words. */
  let refused = '';

  async function check(step, entry) {
    const skip = (why) =>
      rows.push({
        operation: step.id,
        request: `${entry.method} ${wirePath(entry.path)}`,
        status: '',
        result: `skipped (${why})`,
        violations: [],
        warnings: [],
      });
    if (state.down) return skip('the server did not answer the first call');
    if (step.write && !o.includeWrites) return skip('mutating; use --include-writes');
    if (step.auth && !authed) return skip('needs a session: --token and --cookie, or --user/--password');
    if (step.auth && refused) return skip('not checked: the credentials were refused');
    const missing = (step.needs ?? []).filter((k) => !state[k]);
    if (missing.length) return skip(`nothing to look at: no ${missing.join(', ')} found`);
    let p;
    try {
      const query = step.query ? `?${new URLSearchParams(step.query(state))}` : '';
      p = `${wirePath(step.path(state))}${query}`;
    } catch (err) {
      if (err instanceof NeedsCluster) return skip('no cluster name: use --cluster');
      throw err;
    }
    const method = entry.method;
    const headers = {};
    if (authed) {
      headers.Authorization = `Bearer ${o.token}`;
      if (o.cookie) headers.Cookie = o.cookie;
    }
    const success = Object.entries(entry.op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
    const media = Object.keys(success?.content ?? {})[0];
    if (media && !media.includes('json')) headers.Accept = `${media}, */*`;
    let body;
    if (step.body) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(step.body(state));
    }
    let res;
    try {
      res = await send(o, method, `${o.upstream}${p}`, { headers, body });
    } catch (err) {
      rows.push({
        operation: step.id,
        request: `${method} ${p}`,
        status: 'error',
        result: `no answer: ${err.message}`,
        violations: [],
        warnings: [],
        unreachable: true,
      });
      // Nothing has answered yet: the server is down or unreachable; do not wait on every call.
      if (!rows.some((r) => /^\d+$/.test(r.status))) state.down = true;
      return;
    }
    const checked = checkResponse(ajv, entry, res);
    const row = {
      operation: step.id,
      request: `${method} ${p}`,
      status: String(res.status),
      result: checked.result,
      violations: checked.violations,
      warnings: checked.warnings ?? [],
    };
    rows.push(row);
    if (checked.data !== undefined) learn(step.id, checked.data, state);
    // The first signed-in call refused (the real backend answers 403 for a bad or expired session,
    // never 401): every other one would be refused the same way, so nothing behind the sign-in
    // can be checked. Say so and fail instead of listing documented 403s.
    const firstAuthAnswer = step.auth && !rows.some((r) => r !== row && r.auth && /^\d+$/.test(r.status));
    row.auth = Boolean(step.auth);
    if (firstAuthAnswer && (res.status === 401 || res.status === 403)) {
      const why = errorMessageOf(res.text);
      refused = `the credentials were refused: ${method} ${p} answered ${res.status}${why ? ` "${why}"` : ''}${o.loggedIn ? ` (signed in as ${o.user})` : ''}`;
    }
  }

  for (const step of planned) {
    const entry = ops.get(step.id);
    if (!entry) {
      rows.push({ operation: step.id, request: '', status: '', result: 'skipped (not in this contract)', violations: [], warnings: [] });
      continue;
    }
    if (!step.each) {
      await check(step, entry);
      continue;
    }
    const values = step.each(state);
    if (!values.length) {
      rows.push({
        operation: step.id,
        request: `${entry.method} ${wirePath(entry.path)}`,
        status: '',
        result: `skipped (nothing to look at: no ${step.eachName} found)`,
        violations: [],
        warnings: [],
      });
      continue;
    }
    for (const v of values) {
      state[step.eachName] = v;
      await check(step, entry);
    }
  }
  if (o.sockets) {
    // Opt-in: it opens sessions. The calls it makes besides the sockets (creating and deleting an
    // assistant conversation) are checked like the others.
    const http = async (entry, method, p) => {
      const headers = { Authorization: `Bearer ${o.token}`, ...(o.cookie ? { Cookie: o.cookie } : {}) };
      const row = { operation: entry.op.operationId, request: `${method} ${p}`, status: '', result: '', violations: [], warnings: [] };
      let res;
      try {
        res = await send(o, method, `${o.upstream}${p}`, { headers });
      } catch (err) {
        return { row: { ...row, status: 'error', result: `no answer: ${err.message}` } };
      }
      const checked = checkResponse(ajv, entry, res);
      return {
        row: {
          ...row,
          status: String(res.status),
          result: checked.result,
          violations: checked.violations,
          warnings: checked.warnings ?? [],
        },
        data: checked.data,
      };
    };
    const skipWhy = state.down
      ? 'the server did not answer the first call'
      : !authed
        ? 'needs a session: --token and --cookie, or --user/--password'
        : refused
          ? 'not checked: the credentials were refused'
          : '';
    rows.push(
      ...(await runSocketPass({
        o,
        ops,
        state,
        skipWhy,
        http,
        checkData: (schema, data) => checkData(ajv, schema, data),
        checkResponse: (entry, res) => checkResponse(ajv, entry, res),
      })),
    );
  }
  for (const [id, why] of Object.entries(SKIPPED_ALWAYS)) {
    if (plannedIds.has(id) || !ops.has(id)) continue;
    const e = ops.get(id);
    rows.push({
      operation: id,
      request: `${e.method} ${wirePath(e.path)}`,
      status: '',
      result: `skipped (${why})`,
      violations: [],
      warnings: [],
    });
  }
  for (const r of rows) delete r.auth;
  const notes = [];
  if (o.token && !o.cookie && !o.loggedIn)
    notes.push('a bearer token without the session cookie gets 403 "need auth" from a real proxy: add --cookie');
  const drift = rows.filter((r) => r.result === 'DRIFT');
  const unreachable = rows.filter((r) => r.unreachable);
  const ok = rows.filter((r) => r.result === 'ok');
  const errors = rows.filter((r) => r.result.startsWith('documented '));
  const warnings = rows.reduce((n, r) => n + r.warnings.length, 0);
  return {
    upstream: o.upstream,
    notes,
    refused,
    sockets: o.sockets ? 'checked' : SOCKETS_NOT_CHECKED,
    socketsFailed: rows.filter((r) => r.incomplete).map((r) => `${r.operation}: ${r.incomplete}`),
    rows,
    summary: {
      ok: ok.length,
      drift: drift.length,
      unreachable: unreachable.length,
      documentedErrors: errors.length,
      warnings,
      other: rows.length - ok.length - drift.length - unreachable.length - errors.length,
    },
  };
}

export function formatTable(report) {
  const w = { op: 28, req: 62, st: 6 };
  const pad = (s, n) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
  const lines = [
    `contract drift check against ${report.upstream}`,
    ...report.notes.map((n) => `note: ${n}`),
    ...(report.sockets === 'checked' ? [] : [report.sockets]),
    '',
    `${pad('operation', w.op)} ${pad('request', w.req)} ${pad('status', w.st)} result`,
  ];
  lines.push('-'.repeat(w.op + w.req + w.st + 10));
  for (const r of report.rows) {
    const frames = r.frames ?? [];
    const counts = [
      r.violations.length ? String(r.violations.length) : '',
      r.warnings.length ? `${r.warnings.length} warning${r.warnings.length > 1 ? 's' : ''}` : '',
      frames.length
        ? `${frames.length} frame${frames.length > 1 ? 's' : ''}: ${frames.slice(0, 8).join(' ')}${frames.length > 8 ? ' …' : ''}`
        : '',
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(
      `${pad(r.operation, w.op)} ${pad(r.request, w.req)} ${pad(r.status, w.st)} ${r.result}${counts ? ` (${counts})` : ''}${r.detail ? `: ${r.detail}` : ''}`,
    );
    const at = (v) => (v.frame ? `${v.frame} ` : '');
    for (const v of r.violations) lines.push(`    ${at(v)}${v.path}  ${v.message}`);
    for (const v of r.warnings) lines.push(`    warning: ${at(v)}${v.path}  ${v.message}`);
  }
  const s = report.summary;
  lines.push(
    '',
    `${s.ok} ok, ${s.drift} drifting, ${s.unreachable} without an answer, ${s.documentedErrors} documented error answers, ${s.other} skipped or not checked, ${s.warnings} warnings`,
  );
  if (report.refused)
    lines.push(
      `FAILED: ${report.refused}; nothing behind the sign-in was checked. Sign in again (new --token/--cookie, or --user/--password).`,
    );
  for (const f of report.socketsFailed ?? []) lines.push(`FAILED: socket not checked: ${f}`);
  return lines.join('\n');
}

/** The options, from the comment at the top of this file. */
export function usage() {
  const text = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const head = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('//')) break;
    head.push(line.replace(/^\/\/ ?/, ''));
  }
  return head.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(usage());
    process.exit(0);
  }
  let o;
  try {
    o = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`contract:drift: ${err.message}`);
    process.exit(2);
  }
  try {
    const report = await runDrift(o);
    console.log(o.json ? JSON.stringify(report, null, 2) : formatTable(report));
    if (report.summary.drift) process.exit(1);
    if (report.refused) process.exit(3);
    if (report.socketsFailed.length) process.exit(2);
    if (report.summary.unreachable && report.summary.ok === 0) process.exit(2);
  } catch (err) {
    console.error(`contract:drift: ${err.message}`);
    process.exit(err instanceof CredentialsRefused ? 3 : 2);
  }
}
