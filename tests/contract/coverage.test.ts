// @vitest-environment node
// The coverage report (scripts/contract-coverage.mjs): every route of the path inventory is covered
// by an operation of the contract, and the report fails, naming the route, when one is not.
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'contract-coverage-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function coverage(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/contract-coverage.mjs', ...args], { timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('contract:coverage', () => {
  it('lists every route of the path inventory with the operations that cover it, none missing', async () => {
    const { code, stdout } = await coverage();
    expect(code).toBe(0);
    expect(stdout).toMatch(/^(\d+) routes of the path inventory, \1 covered, 0 missing\.$/m);
    expect(Number(/^(\d+) routes/m.exec(stdout)![1])).toBeGreaterThanOrEqual(70);
    expect(stdout).toContain(
      '/sites/{clusterId}/locks | GET /webapi/sites/{clusterId}/locks listLocks; PUT /webapi/sites/{clusterId}/locks createLock',
    );
    expect(stdout).toContain('terminal connect (wss) | GET /webapi/sites/{clusterId}/connect connectTerminal');
    expect(stdout).toContain('/scripts/{token}/install-node.sh | GET /scripts/{token}/install-node.sh getInstallNodeScript');
    expect(stdout).not.toContain('MISSING');
  });

  it('gives the report as JSON', async () => {
    const { code, stdout } = await coverage('--json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { rows: { spec: string; covering: { operationId: string }[] }[]; missing: unknown[] };
    expect(report.missing).toEqual([]);
    const apps = report.rows.find((r) => r.spec.startsWith('/apps/'))!;
    expect(apps.covering.map((o) => o.operationId).sort()).toEqual(['resolveAppFqdn', 'resolveAppFqdnForCluster']);
  });

  it('fails and names the route when the contract lacks it', async () => {
    const doc = (await $RefParser.bundle(path.resolve('openapi/openapi.yaml'))) as unknown as { paths: Record<string, unknown> };
    delete doc.paths['/webapi/sites/{clusterId}/locks/{uuid}'];
    delete doc.paths['/webapi/sites/{clusterId}/desktopplayback/{sid}'];
    const file = path.join(tmp, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const { code, stdout, stderr } = await coverage('--contract', file);
    expect(code).toBe(1);
    expect(stdout).toContain('/sites/{clusterId}/locks/{uuid} | MISSING');
    expect(stdout).toContain('desktop playback (wss) | MISSING');
    expect(stdout).toMatch(/, 2 missing\.$/m);
    expect(stderr).toContain('missing /sites/{clusterId}/locks/{uuid}, desktop playback (wss)');
  });
});
