// Coverage of the product's path inventory (every route the console calls, as the product
// describes them: INVENTORY below) by the contract: `npm run contract:coverage`.
//
// Prints one row per route of the inventory with the operations that cover it (method, path,
// operationId) and exits 1 when any route is not covered.
//
//   node scripts/contract-coverage.mjs [--contract FILE] [--json]
//
// --contract  another document (YAML or JSON; default openapi/openapi.yaml)
// --json      print {rows, missing} as JSON instead of the table
//
// Inventory paths are relative to /v1/webapi unless they start with /scripts. `{x?}` marks optional
// trailing segments: the route is covered when the contract has the path with or without them.
// Routes the product names only in words (scripts, sockets) are given here with the real path
// the backend serves them on.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The inventory, group by group. `spec` is the product's text; `paths` the path(s) it stands for
 * (defaults to `spec`); `prefix: true` accepts sub-resources as coverage.
 * @type {{group: string, spec: string, paths?: string[], prefix?: boolean, note?: string}[]}
 */
export const INVENTORY = [
  { group: 'Sessions', spec: '/sessions/app' },
  { group: 'Sessions', spec: '/sessions/web' },
  { group: 'Sessions', spec: '/sessions/web/renew' },
  {
    group: 'Apps',
    spec: '/apps/{fqdn}/{clusterId?}/{publicAddr?}',
    note: 'two routes: /apps/{fqdnHint} and /apps/{fqdnHint}/{clusterName}/{publicAddr}',
  },
  { group: 'Clusters', spec: '/sites' },
  { group: 'Clusters', spec: '/sites/{clusterId}/alerts' },
  { group: 'Clusters', spec: '/sites/{clusterId}/context' },
  { group: 'Events', spec: '/sites/{clusterId}/events/search' },
  { group: 'Events', spec: '/sites/{clusterId}/events/search/sessions' },
  { group: 'Connection diagnostics', spec: '/sites/{clusterId}/diagnostics/connections', prefix: true },
  { group: 'Resource check', spec: '/sites/{clusterId}/resources/check' },
  { group: 'File copy', spec: '/sites/{clusterId}/nodes/{serverId}/{login}/scp' },
  { group: 'Users and account', spec: '/user/status' },
  { group: 'Users and account', spec: '/user/preferences' },
  { group: 'Users and account', spec: '/users' },
  { group: 'Users and account', spec: '/users/{username}' },
  { group: 'Users and account', spec: '/users/password' },
  { group: 'Users and account', spec: '/users/password/token' },
  { group: 'Users and account', spec: '/users/password/token/{tokenId}' },
  { group: 'Users and account', spec: '/users/privilege/token' },
  { group: 'Listings', spec: '/sites/{clusterId}/nodes' },
  { group: 'Listings', spec: '/sites/{clusterId}/apps' },
  { group: 'Listings', spec: '/sites/{clusterId}/databases' },
  { group: 'Listings', spec: '/sites/{clusterId}/desktops' },
  { group: 'Listings', spec: '/sites/{clusterId}/desktopservices' },
  { group: 'Listings', spec: '/sites/{clusterId}/kubernetes' },
  { group: 'Listings', spec: '/sites/{clusterId}/user-groups' },
  { group: 'Databases', spec: '/sites/{clusterId}/databaseservices' },
  { group: 'Databases', spec: '/sites/{clusterId}/databases/{database}' },
  { group: 'Databases', spec: '/sites/{clusterId}/databases/{database}/iam/policy' },
  { group: 'Databases', spec: '/sites/{clusterId}/sign/db' },
  { group: 'Desktops', spec: '/sites/{clusterId}/desktops/{desktopName}' },
  { group: 'Desktops', spec: '/sites/{clusterId}/desktops/{desktopName}/active' },
  { group: 'Sessions', spec: '/sites/{clusterId}/sessions' },
  {
    group: 'Sessions',
    spec: '/sites/{clusterId}/sessions/{sid}',
    prefix: true,
    note: 'no route at exactly this path in the backend; its sub-resources /events and /stream cover it',
  },
  { group: 'Roles and connectors', spec: '/roles/{name?}' },
  { group: 'Roles and connectors', spec: '/github/{name?}' },
  { group: 'Roles and connectors', spec: '/trustedcluster/{name?}' },
  { group: 'Tokens', spec: '/token' },
  { group: 'MFA', spec: '/sites/{clusterId}/mfa/required' },
  { group: 'MFA', spec: '/mfa/login/begin' },
  { group: 'MFA', spec: '/mfa/login/finishsession' },
  { group: 'MFA', spec: '/mfa/authenticatechallenge' },
  { group: 'MFA', spec: '/mfa/authenticatechallenge/password' },
  { group: 'MFA', spec: '/mfa/token/{tokenId}/registerchallenge' },
  { group: 'MFA', spec: '/mfa/token/{tokenId}/authenticatechallenge' },
  { group: 'MFA', spec: '/mfa/token/{tokenId}/devices' },
  { group: 'MFA', spec: '/mfa/token/{tokenId}/devices/{deviceName}' },
  { group: 'MFA', spec: '/mfa/devices' },
  { group: 'Headless', spec: '/headless/{requestId}' },
  { group: 'Headless', spec: '/headless/{headless_authentication_id}' },
  { group: 'Locks', spec: '/sites/{clusterId}/locks' },
  { group: 'Locks', spec: '/sites/{clusterId}/locks/{uuid}' },
  { group: 'Integrations', spec: '/sites/{clusterId}/integrations/{name?}' },
  { group: 'Integrations', spec: '.../aws-oidc/{name}/databases', paths: ['/sites/{clusterId}/integrations/aws-oidc/{name}/databases'] },
  {
    group: 'Integrations',
    spec: '.../aws-oidc/{name}/deployservice',
    paths: ['/sites/{clusterId}/integrations/aws-oidc/{name}/deployservice'],
  },
  { group: 'Assistant', spec: '/assistant/conversations' },
  { group: 'Assistant', spec: '/assistant/conversations/{conversationId}' },
  { group: 'Assistant', spec: '/assistant/conversations/{conversationId}/title' },
  { group: 'Assistant', spec: '/assistant/title/summary' },
  { group: 'Analytics', spec: '/capture' },
  { group: 'Analytics', spec: '/precapture' },
  { group: 'Other', spec: '/ping' },
  { group: 'Other', spec: '/thumbprint' },
  { group: 'Other', spec: 'desktop-access install script (ad-ds)', paths: ['/scripts/desktop-access/install-ad-ds.ps1'] },
  { group: 'Other', spec: 'desktop-access install script (ad-cs)', paths: ['/scripts/desktop-access/install-ad-cs.ps1'] },
  { group: 'Other', spec: 'configure-ad script by token', paths: ['/scripts/desktop-access/configure/{token}/configure-ad.ps1'] },
  { group: 'Outside /v1', spec: '/scripts/{token}/install-database.sh' },
  { group: 'Outside /v1', spec: '/scripts/{token}/install-node.sh' },
  { group: 'Outside /v1', spec: '/scripts/{token}/install-app.sh' },
  { group: 'Outside /v1', spec: 'deploy-service IAM configure script', paths: ['/scripts/integrations/configure/deployservice-iam.sh'] },
  { group: 'Secure sockets', spec: 'desktop connect (wss)', paths: ['/sites/{clusterId}/desktops/{desktopName}/connect'] },
  { group: 'Secure sockets', spec: 'desktop playback (wss)', paths: ['/sites/{clusterId}/desktopplayback/{sid}'] },
  { group: 'Secure sockets', spec: 'terminal connect (wss)', paths: ['/sites/{clusterId}/connect'] },
  { group: 'Secure sockets', spec: 'assistant (wss)', paths: ['/sites/{clusterId}/assistant'] },
  { group: 'Secure sockets', spec: 'assistant command execute (wss)', paths: ['/command/{clusterId}/execute'] },
];

/** `/a/{x}/b` -> `/a/{}/b`: parameter names differ between the inventory and the backend. */
const normalize = (p) => p.replace(/\{[^}]+\}/g, '{}');

/** The API path(s) an inventory path stands for, with optional trailing segments expanded. */
function candidates(entry) {
  const out = [];
  for (const p of entry.paths ?? [entry.spec]) {
    const full = p.startsWith('/scripts/') && !entry.paths ? p : `/webapi${p}`;
    const segments = full.split('/');
    // Drop optional segments from the end one at a time: /a/{b?}/{c?} -> /a/{b}/{c}, /a/{b}, /a.
    let cut = segments.length;
    out.push(segments.join('/').replace(/\?\}/g, '}'));
    while (cut > 0 && /^\{.+\?\}$/.test(segments[cut - 1])) {
      cut -= 1;
      out.push(segments.slice(0, cut).join('/').replace(/\?\}/g, '}'));
    }
  }
  return [...new Set(out.map(normalize))];
}

export function operationsOf(doc) {
  const ops = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const m of METHODS) if (item?.[m]) ops.push({ method: m.toUpperCase(), path: p, operationId: item[m].operationId });
  }
  return ops;
}

export function coverage(doc) {
  const ops = operationsOf(doc);
  const rows = INVENTORY.map((entry) => {
    const wanted = candidates(entry);
    const covering = ops.filter((op) => {
      const p = normalize(op.path);
      return wanted.some((w) => p === w || (entry.prefix && p.startsWith(`${w}/`)));
    });
    return { ...entry, covering };
  });
  return { rows, missing: rows.filter((r) => r.covering.length === 0) };
}

export async function loadDocument(file = path.join(root, 'openapi/openapi.yaml')) {
  return $RefParser.bundle(file);
}

function table({ rows, missing }) {
  const lines = ['inventory route | covered by (method path operationId)', '--- | ---'];
  let group = '';
  for (const r of rows) {
    if (r.group !== group) {
      group = r.group;
      lines.push(`**${group}** |`);
    }
    const cover = r.covering.length ? r.covering.map((o) => `${o.method} ${o.path} ${o.operationId}`).join('; ') : 'MISSING';
    lines.push(`${r.spec}${r.note ? ` (${r.note})` : ''} | ${cover}`);
  }
  lines.push('', `${rows.length} routes of the path inventory, ${rows.length - missing.length} covered, ${missing.length} missing.`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--contract');
  const file = i >= 0 ? path.resolve(args[i + 1]) : undefined;
  const result = coverage(await loadDocument(file));
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else console.log(table(result));
  if (result.missing.length) {
    console.error(`\ncontract coverage: missing ${result.missing.map((r) => r.spec).join(', ')}`);
    process.exit(1);
  }
}
