// @vitest-environment node
// The architecture rules of eslint.config.js fire: each case lints a few lines as if they were a
// file at the given path (the imported files are real ones of this repository).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('eslint: layers (api <- auth <- platform <- shared <- features <- app)', () => {
  it('refuses a feature importing app/', async () => {
    expect(await ruleIds('src/features/servers/wrong.ts', "export { createAppRouter } from '../../app/router';\n")).toContain(
      'architecture/layers',
    );
  });
  it('refuses shared/ importing a feature', async () => {
    expect(await ruleIds('src/shared/wrong.ts', "export { NODES } from '@/features/servers/list-kind';\n")).toContain(
      'architecture/layers',
    );
  });
  it('refuses platform/ importing shared/, and api/ importing auth/', async () => {
    expect(await ruleIds('src/platform/wrong.ts', "export { icon } from '@/shared/icons/icons';\n")).toContain('architecture/layers');
    expect(await ruleIds('src/api/wrong.ts', "export { logout } from '@/auth/session';\n")).toContain('architecture/layers');
  });
  it('resolves the @/ alias like a relative path', async () => {
    expect(await ruleIds('src/features/servers/wrong.ts', "export { createAppRouter } from '@/app/router';\n")).toContain(
      'architecture/layers',
    );
    expect(await ruleIds('src/features/account/wrong.ts', "export { NODES } from '@/features/servers/list-kind';\n")).toContain(
      'architecture/layers',
    );
  });
  it('refuses a feature importing another feature', async () => {
    expect(await ruleIds('src/features/account/wrong.ts', "export { NODES } from '../servers/list-kind';\n")).toContain(
      'architecture/layers',
    );
  });
  it('allows the way down: a feature importing its own files, shared/, platform/ and api/', async () => {
    const code = [
      "export { NODES } from './list-kind';",
      "export { icon } from '@/shared/icons/icons';",
      "export { readConfig } from '@/platform/config';",
      "export { ApiError } from '../../api/errors';",
      '',
    ].join('\n');
    expect(await ruleIds('src/features/servers/right.ts', code)).toEqual([]);
  });
});

describe('eslint: no import cycles', () => {
  it('refuses a module importing one that imports it', async () => {
    // use-list-view.ts imports list-view.ts; list-view.ts importing it back closes a cycle.
    const code = "import { useListView } from './use-list-view';\nexport const hook = useListView;\n";
    expect(await ruleIds('src/shared/resource-list/list-view.ts', code)).toContain('architecture/no-cycle');
  });
});

describe('eslint: kebab-case file names', () => {
  it('refuses a file name in another case, and accepts kebab-case with middle extensions', async () => {
    expect(await ruleIds('src/shared/BadName.ts', 'export const a = 1;\n')).toContain('check-file/filename-naming-convention');
    expect(await ruleIds('src/shared/good-name.page.ts', 'export const a = 1;\n')).toEqual([]);
  });
  it("leaves TanStack Router's route file names alone", async () => {
    expect(await ruleIds('src/app/routes/_authed/$param.tsx', 'export const a = 1;\n')).toEqual([]);
  });
});

describe('eslint: typed links, string paths only for remembered paths', () => {
  it('refuses the remembered-path helpers (and the old string links) outside the files that remember paths', async () => {
    const code = "import { RememberedLink } from '@/shared/navigation/remembered-path';\nexport const L = RememberedLink;\n";
    expect(await ruleIds('src/features/locks/wrong.tsx', code)).toContain('no-restricted-imports');
    expect(await ruleIds('src/features/locks/wrong.tsx', "export { AppLink } from '@/shared/navigation/app-link';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('src/shared/pages/wrong.ts', "export { goTo } from '../navigation/navigation';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('allows them where a path is remembered: the side nav, the resource memory', async () => {
    const code = "import { goToRemembered } from '@/shared/navigation/remembered-path';\nexport const go = goToRemembered;\n";
    expect(await ruleIds('src/app/shell/side-nav.tsx', code)).toEqual([]);
    expect(await ruleIds('src/shared/resource-list/memory-strip.tsx', code)).toEqual([]);
  });

  it('refuses in-app paths as hrefs, paths built by hand for a link, history.push and redirects to an href', async () => {
    const cases = [
      'export const a = <a href="/web/locks">Locks</a>;',
      'export const a = (id: string) => <Button component="a" href={`/cluster/${id}/nodes`}>Servers</Button>;',
      'export const a = (id: string) => <Link to={`/assist/${encodeURIComponent(id)}`}>Open</Link>;',
      'export const o = (id: string) => ({ to: `/assist/${encodeURIComponent(id)}` });',
      "export const go = (router: { history: { push(p: string): void } }) => router.history.push('/locks');",
      "export const r = () => redirect({ href: '/web/account' });",
    ];
    for (const code of cases) expect(await ruleIds('src/features/locks/wrong.tsx', `${code}\n`), code).toContain('no-restricted-syntax');
  });

  it('allows typed links: a route path with params, link options, an external href', async () => {
    const code = [
      "import { linkOptions } from '@tanstack/react-router';",
      "import { RouterButton } from '@/shared/navigation/router-links';",
      "export const o = (clusterId: string) => linkOptions({ to: '/cluster/$clusterId/recordings', params: { clusterId } });",
      'export const a = (clusterId: string) => (',
      '  <>',
      '    <RouterButton to="/cluster/$clusterId/apps" params={{ clusterId }}>Applications</RouterButton>',
      '    <a href="https://goteleport.com/docs/">Docs</a>',
      '  </>',
      ');',
      '',
    ].join('\n');
    expect(await ruleIds('src/features/locks/right.tsx', code)).toEqual([]);
  });
});

describe('eslint: a route file keeps to what the first load may hold (docs/first-load.md)', () => {
  const route = 'src/app/routes/_authed/_shell/wrong.tsx';
  it('refuses zod and the generated validators in a route file', async () => {
    for (const code of [
      "import { z } from 'zod';\nexport const s = z.object({});\n",
      "import * as z from 'zod/mini';\nexport const s = z.object({});\n",
      "export { listNodesQueryParams } from '@/api/gen/zod';\n",
    ]) {
      expect(await ruleIds(route, code), code).toContain('no-restricted-imports');
    }
  });
  it('refuses UI and a page imported statically', async () => {
    for (const code of [
      "export { Button } from '@mantine/core';\n",
      "export { PlainText } from '@/shared/ui/plain-text';\n",
      "export { UsersPage } from '@/features/users/users.page';\n",
      "export { ShellLayout } from '@/app/shell/shell-layout';\n",
    ]) {
      expect(await ruleIds(route, code), code).toContain('no-restricted-imports');
    }
    // Also in the route files that may remember string paths.
    expect(await ruleIds('src/app/routes/_authed/_shell/index.tsx', "export { Button } from '@mantine/core';\n")).toContain(
      'no-restricted-imports',
    );
  });
  it('allows url-schema, a lazy page, type-only imports and the route kit', async () => {
    const code = [
      "import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';",
      "import type { ButtonProps } from '@mantine/core';",
      "import * as z from '@/platform/url-schema';",
      "import { prefetch } from '@/app/route-kit';",
      'export type P = ButtonProps;',
      'export const p = prefetch;',
      "export const Route = createFileRoute('/_authed/_shell/users')({",
      '  validateSearch: z.object({ q: z.catch(z.optional(z.string()), undefined) }),',
      "  component: lazyRouteComponent(() => import('@/features/users/users.page'), 'UsersPage'),",
      '});',
      '',
    ].join('\n');
    expect(await ruleIds(route, code)).toEqual([]);
  });
});
