// The resource check that decides the onboarding dialog (GET /webapi/sites/{clusterId}/resources/check).
export { checkResources, getCheckResourcesQueryKey as checkResourcesQueryKey } from '@/api/gen/hooks/clusters/clusters';
