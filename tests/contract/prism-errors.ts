// Starts Prism with request AND response validation (`--errors`) on a fixed local port, serving a
// copy of the bundled contract whose path keys carry the `/v1` prefix the console uses (Prism
// ignores the relative server URL `/v1`). Used by the client contract test, whose jsdom page
// lives on the same origin so that the generated client's `location.origin`-based URLs reach it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { CONTRACT_URL, diskResolver } from './contract-doc';

export interface RunningPrism {
  url: string;
  /** Prism's log lines (validation violations are logged here). */
  lines: string[];
  close(): Promise<void>;
}

/** The bundled contract with every path key prefixed by /v1 and no servers. */
export async function v1Document(): Promise<Record<string, unknown>> {
  // The same bundle codegen uses (codegen/generate.mjs): every schema stays at #/components/schemas/<Name>.
  const doc = (await $RefParser.bundle(CONTRACT_URL, { resolve: { disk: diskResolver } } as never)) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const paths: Record<string, unknown> = {};
  for (const [p, item] of Object.entries(doc.paths as Record<string, unknown>)) paths[`/v1${p}`] = item;
  // Example refs into #/paths/... must follow the renamed keys.
  const text = JSON.stringify({ ...doc, servers: undefined, paths }).replace(/"#\/paths\/~1/g, '"#/paths/~1v1~1');
  return JSON.parse(text);
}

export async function startPrismWithErrors(port: number): Promise<RunningPrism> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'contract-prism-'));
  const spec = path.join(dir, 'openapi.v1.json');
  writeFileSync(spec, JSON.stringify(await v1Document()));
  const entry = path.resolve('node_modules/@stoplight/prism-cli/dist/index.js');
  const child = spawn(process.execPath, [entry, 'mock', spec, '--errors', '-h', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const lines: string[] = [];
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        lines.push(line);
        if (line.includes('Prism is listening')) resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then(() => reject(new Error(`Prism exited before it was ready:\n${lines.slice(-20).join('\n')}`)));
  });
  const close = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([ready, new Promise((_, reject) => setTimeout(() => reject(new Error('Prism did not start within 60 s')), 60_000))]);
  } catch (err) {
    await close();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, lines, close };
}
