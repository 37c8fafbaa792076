// The resource check that decides the onboarding dialog (GET /webapi/sites/{clusterId}/resources/check).
//
// TODO(lead): the contract branch adds this as operation `checkResources` (tag clusters). Once
// src/api/gen/hooks/clusters/clusters.ts has it, replace this file's body with
//   export { checkResources, getCheckResourcesQueryKey as checkResourcesQueryKey } from '../../api/gen/hooks/clusters/clusters';
// (the generated function takes (clusterId, options, signal)); nothing else changes.
import { http } from '../../api/http';

export interface ResourceCheck {
  hasResource: boolean;
}

export function checkResources(clusterId: string, _options?: unknown, signal?: AbortSignal): Promise<ResourceCheck> {
  return http.get<ResourceCheck>(`/webapi/sites/${encodeURIComponent(clusterId)}/resources/check`, signal);
}

export function checkResourcesQueryKey(clusterId: string): readonly unknown[] {
  return [`/webapi/sites/${clusterId}/resources/check`];
}
