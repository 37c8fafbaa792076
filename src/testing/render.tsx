import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createWriteRefreshCache } from '@/api/write-refresh';
import { theme } from '@/platform/theme';

/** Renders with the app's theme (env="test": no transitions, no portals) and a fresh QueryClient. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    mutationCache: createWriteRefreshCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
