// Starting points for a new role, GitHub connector and trusted cluster: small, valid documents
// with every field a first-time author needs and a comment saying what to change.

export type YamlResourceKind = 'role' | 'github' | 'trusted_cluster';

export interface TemplateContext {
  /** The proxy's public address (host[:port]) for the connector's callback URL. */
  proxyAddress: string;
}

function role(): string {
  return `kind: role
version: v7
metadata:
  name: new-role
  description: What this role is for
spec:
  allow:
    # OS logins on servers; {{internal.logins}} takes them from the user's traits.
    logins: ['{{internal.logins}}']
    node_labels:
      env: staging
    rules:
      - resources: [session]
        verbs: [list, read]
  deny: {}
  options:
    max_session_ttl: 8h0m0s
    forward_agent: false
`;
}

function github({ proxyAddress }: TemplateContext): string {
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

function trustedCluster(): string {
  return `kind: trusted_cluster
version: v2
metadata:
  # The name of the root cluster this cluster joins.
  name: root.example.com
spec:
  enabled: true
  # A trusted-cluster join token issued by the root cluster.
  token: join-token-from-the-root-cluster
  tunnel_addr: root.example.com:3024
  web_proxy_addr: root.example.com:3080
  role_map:
    - remote: access
      local: [access]
`;
}

export function templateFor(kind: YamlResourceKind, context: TemplateContext): string {
  switch (kind) {
    case 'role':
      return role();
    case 'github':
      return github(context);
    case 'trusted_cluster':
      return trustedCluster();
  }
}
