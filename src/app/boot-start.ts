// The start of a signed-in load, a small chunk the entry fetches beside the app chunk: the query
// cache the app will use, holding the boot calls the entry sent when the URL is a shell page and
// the session has time left (boot-calls.ts; else nothing: the router's session check sends the
// user to sign in, as before). The shell's boot (shell-boot.ts) takes the calls over.
import type { QueryClient } from '@tanstack/react-query';
import { readConfig } from '@/platform/config';
import { createQueryClient } from './query-client';
import { startBootCalls } from '@/app/shell/shell-boot';
import { takeEarlyBootCalls } from './boot-calls';

/** The app's query cache, holding the boot calls the entry sent (boot-calls.ts), if it sent them. */
export function startBoot(): QueryClient {
  const queryClient = createQueryClient();
  const early = takeEarlyBootCalls();
  if (early && early.proxyCluster === readConfig().proxyCluster) startBootCalls(queryClient, early);
  return queryClient;
}
