#!/usr/bin/env node
// One-command start for a fresh clone: `npm start`.
//   1. installs dependencies (npm ci) when node_modules is missing or stale;
//   2. builds the console (skip with --no-build);
//   3. starts the embedded default (mocks/stack.mjs): the gateway on one origin with Prism serving
//      openapi/ and the WebSocket mock, at http://localhost:3080/web (PORT and HOST to change); it
//      listens on 127.0.0.1, which answers for localhost as well, and hardware keys need the name.
// With PROXY_UPSTREAM=https://proxy.example.com:3080 it fronts a real proxy instead of the mocks.
// Node built-ins only until the dependencies are installed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run, ensureDependencies } from './lib/setup.mjs';

const args = new Set(process.argv.slice(2));

function banner(stack) {
  const line = '-'.repeat(66);
  const rows = [`  Web console:  ${stack.url}`];
  const bound = `${stack.origin}/web`;
  if (bound !== stack.url) rows.push(`                (also at ${bound}; hardware keys need the name above)`);
  if (stack.mode === 'mock') {
    rows.push(
      '  Backend:      mock (Prism serving openapi/openapi.yaml + WebSocket mock)',
      '  Sign in:      any user name and any password are accepted',
      stack.info.exampleUser ? `                (the contract's example user is "${stack.info.exampleUser}")` : '',
    );
  } else {
    rows.push(`  Backend:      real proxy at ${stack.apiUrl} (sign in with your real account)`);
  }
  rows.push('  Stop:         Ctrl+C');
  console.log(`\n${line}\n${rows.filter(Boolean).join('\n')}\n${line}\n`);
}

async function main() {
  if (args.has('--help')) {
    console.log('Usage: npm start [-- --no-build]\nEnv: PORT (3080), HOST (127.0.0.1), PROXY_UPSTREAM (a real proxy instead of the mocks)');
    return;
  }
  ensureDependencies();
  if (!args.has('--no-build')) {
    console.log('> Building the console (vite build) ...');
    if (run('npm', ['run', '-s', 'build']) !== 0) throw new Error('the build failed: see the output above');
  }
  const port = process.env.PORT ? Number(process.env.PORT) : 3080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  const { startStack } = await import(pathToFileURL(path.join(root, 'mocks/stack.mjs')).href);
  const stack = await startStack({ port, host: process.env.HOST || '127.0.0.1', distDir: path.join(root, 'dist') });
  banner(stack);
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    stack.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(`\nnpm start failed: ${err?.message ?? err}`);
  process.exit(1);
});
