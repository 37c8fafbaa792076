// Test-only: renders a part of the shell with the app's theme (env="test"), a fresh QueryClient,
// a memory router at `path`, and a ShellContext built from the given features.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { theme } from '@/platform/theme';
import { readConfig } from '@/platform/config';
import type { Feature } from '@/platform/registry/feature';
import type { AccessEnv, FeatureFlags, FeatureLocks } from '@/platform/registry/flags';
import { resolveFeatures } from '@/platform/registry/resolve';
import { clusterIdFromPath } from '@/platform/registry/paths';
import type { UserContext } from '@/api/gen/model';
import { createWriteRefreshCache } from '@/api/write-refresh';
import { ShellContext, type ShellState } from '@/platform/shell-context';
import { AssistHostContext, type AssistHost } from '@/platform/assist-context';

/** A stand-in for the shell's assistant host (closed, docked, no logins). */
export function testAssistHost(overrides: Partial<AssistHost> = {}): AssistHost {
  return {
    open: false,
    setOpen: () => {},
    view: 'docked',
    setView: () => {},
    preferredLogins: [],
    preferLogin: () => {},
    conversationId: null,
    setConversationId: () => {},
    ...overrides,
  };
}

export function testEnv(flags: Partial<FeatureFlags> = {}, locks: Partial<FeatureLocks> = {}): AccessEnv {
  return {
    flags: { ...flags } as FeatureFlags,
    locks: { authConnectors: false, activeSessions: false, accessRequests: false, premiumSupport: false, trustedDevices: false, ...locks },
  };
}

export function renderInShell(
  ui: ReactNode,
  {
    path = '/',
    features = [],
    env = testEnv(),
    state = {},
    assist = testAssistHost(),
  }: { path?: string; features?: Feature[]; env?: AccessEnv; state?: Partial<ShellState>; assist?: AssistHost } = {},
) {
  const queryClient = new QueryClient({
    mutationCache: createWriteRefreshCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const urlClusterId = clusterIdFromPath(path.split('?')[0] ?? path);
  const shell: ShellState = {
    config: readConfig({}),
    user: { userName: 'alice', authType: 'local' } as UserContext,
    env,
    features: resolveFeatures(features, env),
    urlClusterId,
    clusterId: urlClusterId ?? 'root.example.com',
    clusters: { data: [], error: null, isLoading: false },
    openPalette: () => {},
    ...state,
  };
  const rootRoute = createRootRoute({
    component: () => (
      <ShellContext.Provider value={shell}>
        <AssistHostContext.Provider value={assist}>{ui}</AssistHostContext.Provider>
      </ShellContext.Provider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    basepath: '/web',
    history: createMemoryHistory({ initialEntries: [`/web${path}`] }),
  });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stub answering by method and path; unanswered calls fail the test loudly. */
export function stubApi(answers: Record<string, (request: Request) => unknown>) {
  const calls: Request[] = [];
  const fetchStub = async (input: Request) => {
    calls.push(input.clone());
    const url = new URL(input.url);
    const key = `${input.method} ${url.pathname}`;
    const answer = answers[key];
    if (!answer) return new Response(JSON.stringify({ error: { message: `no stub for ${key}` } }), { status: 599 });
    const body = answer(input);
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetchStub, calls };
}
