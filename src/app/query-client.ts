import { QueryClient } from '@tanstack/react-query';
import { ApiError, ContractError } from '@/api/errors';
import { createWriteRefreshCache } from '@/api/write-refresh';
import { ShellDataError } from '@/platform/shell-data';

/**
 * Whether a failed read is asked again (at most twice): network trouble and 5xx might get better;
 * a 4xx will not, nor will an answer of the wrong shape (a contract violation, or shell data the
 * console cannot use), which would only keep the user waiting for the same error.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 2) return false;
  if (error instanceof ContractError || error instanceof ShellDataError) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A write refreshes the reads it changes (src/api/write-refresh.ts).
    mutationCache: createWriteRefreshCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
