// What the drift check's tests share (drift.test.ts, drift-sockets.test.ts): the contract's routes
// with a pattern and the example a fake answers with, running scripts/contract-drift.mjs, reading
// its table, and the embedded default behind a minimal login page.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../mocks/stack.mjs';
import { operationsOf, successOf, type Json } from './contract-doc';

/** Every operation of `doc`, with a pattern matching its path and its success answer. */
export function contractRoutes(doc: Json) {
  return operationsOf(doc).map((op) => ({
    op,
    pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
    success: successOf(op),
  }));
}

/** Runs the drift check with `args`, killed after `timeoutMs`. */
export function runDrift(args: string[], timeoutMs: number): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/contract-drift.mjs', ...args], { timeout: timeoutMs }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A bearer token and a session cookie, as a fake upstream accepts them. */
export const FAKE_CREDENTIALS = ['--token', 'fake-bearer-token', '--cookie', '7b2275736572223a22616c696365227d'];

/** The rows of the table that belong to one operation: its line and its violation lines. */
export function rowsOf(table: string, operationId: string): string {
  const lines = table.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${operationId} `));
  if (start < 0) return '';
  const out = [lines[start]!];
  for (const l of lines.slice(start + 1)) {
    if (!l.startsWith('    ')) break;
    out.push(l);
  }
  return out.join('\n');
}

/**
 * The embedded default on a free port. The login page is all the drift check reads of the console,
 * so a minimal index.html (its CSRF and bearer placeholders) stands in for the build.
 */
export async function startDriftStack(): Promise<{ origin: string; close: () => Promise<void> }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="grv_csrf_token" content="{{ .XCSRF }}" /><meta name="grv_bearer_token" content="{{ .Session }}" /></head><body></body></html>',
  );
  const stack = await startStack({ port: 0, quiet: true, distDir: dist });
  return {
    origin: stack.origin,
    close: async () => {
      await stack.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
