// Manage Auth Connectors: the GitHub connectors users sign in with, as YAML.
import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import {
  getListGithubConnectorsQueryKey,
  useCreateGithubConnector,
  useDeleteGithubConnector,
  useListGithubConnectors,
  useUpdateGithubConnector,
} from '@/api/gen/hooks/connectors/connectors';
import type { YamlResourceKind } from '@/shared/resource-items/yaml-resource-kind';
import { YamlResourcesPage } from '@/shared/resource-items/yaml-resources-page';
import { githubConnectorTemplate } from './connector-template';

const KIND_NAMES: Record<string, string> = { github: 'GitHub', oidc: 'OIDC', saml: 'SAML' };

const CONNECTORS: YamlResourceKind = {
  kind: 'github',
  title: 'Auth Connectors',
  description: 'Single sign-on through GitHub: which organizations and teams get which roles.',
  label: 'GitHub connector',
  plural: 'GitHub connectors',
  acl: 'authConnectors',
  operation: 'listGithubConnectors',
  template: githubConnectorTemplate,
  columns: [
    {
      id: 'kind',
      header: 'Type',
      sortValue: (i) => i.kind,
      render: (i) => (
        <Badge variant="light" color="gray">
          {KIND_NAMES[i.kind] ?? i.kind}
        </Badge>
      ),
    },
  ],
  useList: useListGithubConnectors,
  listKey: getListGithubConnectorsQueryKey,
  useCreate: useCreateGithubConnector,
  useUpdate: useUpdateGithubConnector,
  useDelete: useDeleteGithubConnector,
};

export function AuthConnectorsPage() {
  return <YamlResourcesPage spec={CONNECTORS} />;
}
