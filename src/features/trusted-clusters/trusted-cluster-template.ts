// A new trusted cluster's starting point: a small, valid document with every field a first-time
// author needs and a comment saying what to change.

export function trustedClusterTemplate(): string {
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
