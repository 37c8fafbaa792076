// A new GitHub connector's starting point: a small, valid document with every field a first-time
// author needs and a comment saying what to change.
import type { TemplateContext } from '@/shared/resource-items/yaml-resource-kind';

export function githubConnectorTemplate({ proxyAddress }: TemplateContext): string {
  return `kind: github
version: v3
metadata:
  name: github
spec:
  display: GitHub
  # The OAuth app registered in your GitHub organization.
  client_id: your-client-id
  client_secret: your-client-secret
  redirect_url: https://${proxyAddress}/v1/webapi/github/callback
  teams_to_roles:
    - organization: your-org
      team: admins
      roles: [editor]
`;
}
