// What an integrations mutation does to react-query's cache: the integration lists (every page)
// are refreshed, and the one integration's cached answer takes the saved one or goes.
import type { QueryClient } from '@tanstack/react-query';
import { getGetIntegrationQueryKey, getListIntegrationsQueryKey } from '@/api/gen/hooks/integrations/integrations';
import type { Integration } from '@/api/gen/model';
import { integrationParam } from './integration-kinds';

export function afterIntegrationSaved(queryClient: QueryClient, clusterId: string, integration: Integration): Promise<void> {
  queryClient.setQueryData(getGetIntegrationQueryKey(clusterId, integrationParam(integration.name)), integration);
  return queryClient.invalidateQueries({ queryKey: getListIntegrationsQueryKey(clusterId) });
}

export function afterIntegrationDeleted(queryClient: QueryClient, clusterId: string, name: string): Promise<void> {
  queryClient.removeQueries({ queryKey: getGetIntegrationQueryKey(clusterId, integrationParam(name)), exact: true });
  return queryClient.invalidateQueries({ queryKey: getListIntegrationsQueryKey(clusterId) });
}
