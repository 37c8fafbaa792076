// First: zod must be configured before any schema is parsed.
import '../api/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import '../platform/styles';
import { theme } from '../platform/theme';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { setStrictContract } from '../api/http';
import { adoptSessionFromPage } from '../auth/page-session';
import { preferencesColorSchemeManager } from './preferences/color-scheme-manager';

// In production a response that breaks the contract is reported, not thrown, unless the page says
// otherwise: only the embedded default's gateway in strict mode (the end-to-end tests) adds this
// meta; a real proxy serves index.html without it.
const strictMeta = document.querySelector('meta[name="grv_contract_strict"]')?.getAttribute('content') === '1';
setStrictContract(!import.meta.env.PROD || strictMeta);

adoptSessionFromPage();
const queryClient = createQueryClient();
const colorSchemeManager = preferencesColorSchemeManager();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
