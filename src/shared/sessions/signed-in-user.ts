// The signed-in user's name on the full-screen session pages (outside the shell, which has its own
// context): from the user context the full-screen guard has already loaded into the cache.
import { useGetUserContext } from '@/api/gen/hooks/clusters/clusters';
import { readConfig } from '@/platform/config';

/** The user's name, or null until the user context is known. */
export function useSignedInUserName(): string | null {
  return useGetUserContext(readConfig().proxyCluster, { query: { select: (c) => c.userName } }).data ?? null;
}
