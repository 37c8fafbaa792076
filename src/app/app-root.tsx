// The whole console: the component library, the query cache and the router with every route. The
// entry (main.tsx, without React) loads this chunk for every page but the sign-in page, and after
// sign-in.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
 * Renders the console into `container` at the current URL (its first render replaces whatever the
 * container showed: index.html's frame, the entry's sign-in screen), with the query cache the
 * entry started the boot calls into (src/app/boot-start.ts), or a new one.
 */
export function mountApp(container: HTMLElement, queryClient: QueryClient = createQueryClient()): void {
  const root = createRoot(container);
  const colorSchemeManager = preferencesColorSchemeManager();
  const router = createAppRouter(queryClient);
  watchFirstScreen(router, queryClient);
  root.render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        // A build ships the theme's CSS variables as a stylesheet (src/platform/theme-variables.gen.css,
        // build/vite-lean-deps.mjs): the resolver (and its contrast calculations) runs in dev only.
        cssVariablesResolver={import.meta.env.DEV ? cssVariablesResolver : undefined}
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
