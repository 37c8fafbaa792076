// A new role's starting point: a small, valid role with every field a first-time author needs and
// a comment saying what to change.

export function roleTemplate(): string {
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
