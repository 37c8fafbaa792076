// @ts-check
/**
 * The "embedded default" dev/demo stack: Prism (HTTP mock from openapi/openapi.yaml)
 * + the WebSocket mock + the single-origin gateway serving the built console.
 *
 *   import { startStack } from './mocks/stack.mjs';
 *   const stack = await startStack({ port: 3080 });
 *   console.log(stack.url); // http://localhost:3080/web (the gateway also answers on 127.0.0.1)
 *   await stack.close();
 *
 * Direct use (Playwright's webServer command):  node mocks/stack.mjs
 *   env PORT (default 3080), HOST (default 127.0.0.1), DIST_DIR (default <repo>/dist),
 *   PROXY_UPSTREAM (e.g. https://teleport.example.com:3080 → no mocks, gateway in proxy mode),
 *   INSECURE_SKIP_VERIFY=1 (proxy mode: accept any upstream certificate),
 *   GATEWAY_TLS_CERT / GATEWAY_TLS_KEY (PEM file paths: serve https),
 *   PRISM_LOG=all|none (default: only Prism warnings/errors are shown),
 *   MOCK_CSRF_CHECK=0 (mock mode: do not require X-CSRF-Token on login),
 *   MOCK_STRICT=1 (mock mode: an own answer that breaks the contract is a 500, and the console is
 *   told to throw on any response that breaks it; the end-to-end tests set it).
 *
 * What a user changes (preferences, users, roles, …) is kept in memory by the gateway's store
 * (mocks/api/mock-store.mjs) for the life of this process; a restart starts from the examples.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway } from './gateway/gateway.mjs';
import { createWsMock } from './ws/ws-mock.mjs';
import { loadContractKit } from './api/contract-kit.mjs';
import { createMockContext } from './context.mjs';
import { createMockStore } from './api/mock-store.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRISM_READY_TIMEOUT_MS = 60_000;
const PRISM_KILL_GRACE_MS = 5_000;

/**
 * @typedef {object} StackOptions
 * @property {number} [port]      gateway port (default 3080; 0 = any free port)
 * @property {string} [host]      gateway interface (default 127.0.0.1)
 * @property {string} [distDir]   built console (default <repo>/dist)
 * @property {string} [specPath]  OpenAPI document (default <repo>/openapi/openapi.yaml)
 * @property {boolean} [quiet]    no log output at all
 * @property {string} [proxyUpstream]  default env PROXY_UPSTREAM; set → proxy mode, no mocks
 * @property {{cert: string|Buffer, key: string|Buffer}} [tls]  default from GATEWAY_TLS_CERT/KEY
 *
 * @typedef {object} Stack
 * @property {string} url           the address to open, e.g. http://localhost:3080/web (a name: hardware keys
 *                                  refuse an IP address)
 * @property {string} origin        the bound address, e.g. http://127.0.0.1:3080
 * @property {'mock'|'proxy'} mode
 * @property {string|null} apiUrl   Prism's (or the upstream's) base URL
 * @property {string|null} wsUrl    ws mock base URL (mock mode)
 * @property {{clusterName?: string, exampleUser?: string}} info  read from the mock at start (best effort)
 * @property {() => Promise<void>} close
 */

/**
 * @param {StackOptions} [opts]
 * @returns {Promise<Stack>}
 */
export async function startStack(opts = {}) {
  const port = opts.port ?? 3080;
  const host = opts.host || '127.0.0.1';
  const distDir = path.resolve(REPO_ROOT, opts.distDir || 'dist');
  const quiet = Boolean(opts.quiet);
  const log = quiet ? () => {} : (/** @type {string} */ line) => process.stderr.write(line + '\n');
  const proxyUpstream = opts.proxyUpstream ?? (process.env.PROXY_UPSTREAM || '');
  const tlsOpts = opts.tls ?? readTlsFromEnv();
  const scheme = tlsOpts ? 'https' : 'http';

  // Fail fast (before spawning anything) if the gateway port is taken.
  if (port !== 0) await assertPortFree(port, host);

  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  const closeAll = async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch {
        /* keep closing */
      }
    }
  };

  try {
    let apiTarget;
    let wsTarget;
    /** @type {'mock'|'proxy'} */
    let mode;
    /** @type {Stack['info']} */
    let info = {};
    /** @type {string|null} */
    let wsUrl = null;
    /** @type {import('./api/mock-store.mjs').MockStore | undefined} */
    let store;

    if (proxyUpstream) {
      mode = 'proxy';
      let u;
      try {
        u = new URL(proxyUpstream);
      } catch {
        throw new Error(`PROXY_UPSTREAM is not a valid URL: ${proxyUpstream}`);
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`PROXY_UPSTREAM must be http(s)://…, got ${proxyUpstream}`);
      apiTarget = wsTarget = u.origin + u.pathname.replace(/\/+$/, '');
      if (!tlsOpts) {
        log(
          'note: proxy mode over plain http — the upstream sets `__Host-`/Secure cookies, which Chromium keeps over ' +
            'http only on loopback (localhost, 127.0.0.1). To reach the console through another host name, set ' +
            'GATEWAY_TLS_CERT and GATEWAY_TLS_KEY to serve https.',
        );
      }
    } else {
      mode = 'mock';
      // The generated validators the gateway checks its own answers with (bundled on first use).
      const [prism] = await Promise.all([startPrism({ specPath: opts.specPath, log, quiet }), loadContractKit()]);
      cleanups.push(prism.close);
      apiTarget = prism.url;
      info = await readMockInfo(prism.url);

      // One mock world for the store and the sockets (mocks/context.mjs).
      const context = createMockContext();
      store = createMockStore({ context });
      const ws = createWsMock({ clusterName: info.clusterName, owner: info.exampleUser, log, context });
      await listen(ws, 0, '127.0.0.1');
      cleanups.push(() => closeServer(ws));
      wsTarget = wsUrl = `http://127.0.0.1:${/** @type {net.AddressInfo} */ (ws.address()).port}`;
    }

    const gateway = createGateway({
      distDir,
      apiTarget,
      wsTarget,
      mode,
      store,
      tls: tlsOpts || undefined,
      checkCsrf: process.env.MOCK_CSRF_CHECK !== '0',
      log,
    });
    try {
      await listen(gateway, port, host);
    } catch (err) {
      throw portError(/** @type {NodeJS.ErrnoException} */ (err), port, host);
    }
    cleanups.push(() => closeServer(gateway));

    const actualPort = /** @type {net.AddressInfo} */ (gateway.address()).port;
    const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const origin = `${scheme}://${shownHost}:${actualPort}`;
    // WebAuthn refuses an IP address as the site's name, so the address to open is `localhost`
    // when the gateway listens on loopback or every interface (localhost reaches 127.0.0.1 too).
    const openHost = isLoopbackOrAny(host) ? 'localhost' : shownHost;
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      log(`warning: ${path.join(distDir, 'index.html')} does not exist yet — run \`npm run build\`; /web answers 503 until then.`);
    }

    let closing = null;
    return {
      url: `${scheme}://${openHost}:${actualPort}/web`,
      origin,
      mode,
      apiUrl: apiTarget,
      wsUrl,
      info,
      close: () => (closing ??= closeAll()),
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

/** @returns {{cert: Buffer, key: Buffer} | null} */
function readTlsFromEnv() {
  const certPath = process.env.GATEWAY_TLS_CERT;
  const keyPath = process.env.GATEWAY_TLS_KEY;
  if (!certPath && !keyPath) return null;
  if (!certPath || !keyPath) throw new Error('Set both GATEWAY_TLS_CERT and GATEWAY_TLS_KEY (PEM file paths), or neither.');
  return { cert: fs.readFileSync(certPath), key: fs.readFileSync(keyPath) };
}

/**
 * @param {NodeJS.ErrnoException} err
 * @param {number} port
 * @param {string} host
 */
function portError(err, port, host) {
  if (err && err.code === 'EADDRINUSE') {
    return new Error(
      `Port ${port} on ${host} is already in use (another console/stack running?). ` +
        `Stop it or choose another port, e.g. PORT=${port === 3080 ? 3081 : port + 1}.`,
    );
  }
  if (err && err.code === 'EACCES') {
    return new Error(`Not allowed to listen on ${host}:${port} (EACCES). Choose another PORT (above 1024).`);
  }
  if (err && (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')) {
    return new Error(`Cannot listen on HOST=${host} (${err.code}). Use 127.0.0.1 or 0.0.0.0.`);
  }
  return err;
}

/**
 * @param {number} port
 * @param {string} host
 */
async function assertPortFree(port, host) {
  const probe = net.createServer();
  try {
    await listen(probe, port, host);
  } catch (err) {
    throw portError(/** @type {NodeJS.ErrnoException} */ (err), port, host);
  }
  await new Promise((r) => probe.close(() => r(undefined)));
}

/**
 * @param {net.Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<void>}
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (/** @type {Error} */ err) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** @param {net.Server} server */
function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve(undefined);
    server.close(() => resolve(undefined));
  });
}

/** @param {string} host */
function isLoopbackOrAny(host) {
  return host === 'localhost' || host === '0.0.0.0' || host === '::' || host.startsWith('127.');
}

/** A free TCP port on 127.0.0.1 (listen on 0, read it, close). */
export async function freePort() {
  const s = net.createServer();
  await listen(s, 0, '127.0.0.1');
  const { port } = /** @type {net.AddressInfo} */ (s.address());
  await new Promise((r) => s.close(() => r(undefined)));
  return port;
}

/** Resolve the Prism CLI entry script (run with the current node, portable to Windows). */
function prismEntry() {
  const pkgDir = path.join(REPO_ROOT, 'node_modules', '@stoplight', 'prism-cli');
  let pkg;
  try {
    pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  } catch {
    throw new Error(`Prism is not installed (${pkgDir} missing). Run \`npm ci\` (or \`npm start\`, which does it).`);
  }
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin && (pkg.bin.prism || Object.values(pkg.bin)[0]);
  if (!bin) throw new Error('Cannot find the prism executable in @stoplight/prism-cli/package.json');
  return path.join(pkgDir, bin);
}

const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

/**
 * Spawn `prism mock openapi/openapi.yaml` on a free port and wait until it answers.
 * @param {{specPath?: string, log: (line: string) => void, quiet: boolean}} o
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function startPrism({ specPath, log, quiet }) {
  const spec = path.resolve(REPO_ROOT, specPath || 'openapi/openapi.yaml');
  if (!fs.existsSync(spec)) throw new Error(`OpenAPI document not found: ${spec}`);
  const entry = prismEntry();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const rel = path.relative(REPO_ROOT, spec);
  const specArg = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : spec;
  const child = spawn(process.execPath, [entry, 'mock', specArg, '-h', '127.0.0.1', '-p', String(port)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });

  /** @type {string[]} */
  const lastLines = [];
  let ready = false;
  const prismLog = (process.env.PRISM_LOG || '').toLowerCase();
  /** @param {string} line */
  const onLine = (line) => {
    line = line.replace(ANSI, '').trimEnd();
    if (!line) return;
    lastLines.push(line);
    if (lastLines.length > 40) lastLines.shift();
    if (!ready || quiet || prismLog === 'none') return;
    if (prismLog === 'all' || /warning|error|✖|⚠|fatal/i.test(line)) log(`[prism] ${line}`);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buf += chunk;
      let i;
      while ((i = buf.indexOf('\n')) !== -1) {
        onLine(buf.slice(0, i));
        buf = buf.slice(i + 1);
      }
    });
  }

  // Never leave an orphaned Prism behind if this process dies without close().
  const killOnExit = () => {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', killOnExit);

  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  let exitInfo = '';
  child.once('exit', (code, signal) => {
    exitInfo = signal ? `signal ${signal}` : `exit code ${code}`;
    process.off('exit', killOnExit);
  });
  child.once('error', (err) => {
    exitInfo = `spawn error: ${err.message}`;
  });

  let closing = /** @type {Promise<void>|null} */ (null);
  const close = () =>
    (closing ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), PRISM_KILL_GRACE_MS);
      await exited;
      clearTimeout(timer);
    })());

  const tail = () => (lastLines.length ? `\nLast Prism output:\n  ${lastLines.slice(-15).join('\n  ')}` : '\n(Prism printed nothing)');
  const deadline = Date.now() + PRISM_READY_TIMEOUT_MS;
  try {
    while (true) {
      if (exitInfo) throw new Error(`Prism exited before it was ready (${exitInfo}). Spec: ${specArg}${tail()}`);
      if (lastLines.some((l) => l.includes('Prism is listening')) || (await ping(`${url}/webapi/ping`))) break;
      if (Date.now() > deadline) {
        throw new Error(`Prism did not become ready within ${PRISM_READY_TIMEOUT_MS / 1000} s on ${url}.${tail()}`);
      }
      await Promise.race([sleep(250), exited]);
    }
  } catch (err) {
    await close();
    throw err;
  }
  ready = true;
  return { url, close };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {string} url
 * @returns {Promise<boolean>} true when something answers HTTP there
 */
function ping(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

/**
 * @param {string} url
 * @param {Record<string,string>} [headers]
 * @returns {Promise<any>}
 */
function getJson(url, headers = {}) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: 3000, headers: { Accept: 'application/json', ...headers } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(res.statusCode === 200 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null);
        } catch {
          resolve(null);
        }
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

/**
 * Best effort: the contract's example cluster name (GET /webapi/ping) and user
 * (GET /webapi/sites/-current-/context), for the ws mock and the start banner.
 * @param {string} prismUrl
 * @returns {Promise<{clusterName?: string, exampleUser?: string}>}
 */
async function readMockInfo(prismUrl) {
  const auth = { Authorization: 'Bearer mock', Cookie: '__Host-session=6d6f636b' };
  const [ping, ctx] = await Promise.all([getJson(`${prismUrl}/webapi/ping`), getJson(`${prismUrl}/webapi/sites/-current-/context`, auth)]);
  /** @type {{clusterName?: string, exampleUser?: string}} */
  const info = {};
  if (ping && typeof ping.cluster_name === 'string') info.clusterName = ping.cluster_name;
  if (ctx && typeof ctx.userName === 'string') info.exampleUser = ctx.userName;
  return info;
}

// ---------------------------------------------------------------------------
// `node mocks/stack.mjs`

async function main() {
  const port = process.env.PORT ? Number(process.env.PORT) : 3080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  }
  const stack = await startStack({
    port,
    host: process.env.HOST || '127.0.0.1',
    distDir: process.env.DIST_DIR || path.join(REPO_ROOT, 'dist'),
  });
  process.stdout.write(`Console ready: ${stack.url}\n`);

  let stopping = false;
  const stop = (/** @type {string} */ sig) => {
    if (stopping) {
      process.stderr.write(`${sig} again: exiting now\n`);
      process.exit(1);
    }
    stopping = true;
    stack.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const invokedDirectly = (() => {
  try {
    const entry = process.argv[1];
    return Boolean(entry) && fs.realpathSync(entry ?? '') === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (invokedDirectly) {
  main().catch((err) => {
    process.stderr.write(`\nCould not start the console stack: ${err && err.message ? err.message : err}\n`);
    process.exit(1);
  });
}
