// The whole console: the component library, the query cache and the router with every route. The
// entry (main.tsx) loads this chunk for every page but the sign-in page, and after sign-in.
// First: zod must be configured before any schema is parsed.
import '@/api/zod-setup';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import '@/platform/styles';
import { cssVariablesResolver, theme } from '@/platform/theme';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { preferencesColorSchemeManager } from '@/app/preferences/color-scheme-manager';
import { watchFirstScreen } from './first-screen-watch';

/**
 * Renders the console into `root` at the current URL (replacing whatever it showed), with the
 * query cache the entry started the boot calls into (src/app/boot-start.ts), or a new one.
 */
export function mountApp(root: Root, queryClient: QueryClient = createQueryClient()): void {
  const colorSchemeManager = preferencesColorSchemeManager();
  const router = createAppRouter(queryClient);
  watchFirstScreen(router, queryClient);
  root.render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={colorSchemeManager}
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
