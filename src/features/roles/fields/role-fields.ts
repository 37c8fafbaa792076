// What the fields of a role mean: the one source of the editor's completion and hover help. The
// facts follow the backend's role resource (versions v3 to v7: spec.allow / spec.deny conditions
// and spec.options); the words are ours. `values` are the values the backend accepts (or common
// ones, for free-form lists); a field of type 'items' is a list of mappings whose keys are `fields`.
import { fieldAt, field as f, type FieldDoc } from '@/shared/yaml-editor/field-doc';
import { ROLE_OPTIONS } from './role-options';

const labels = (what: string) =>
  f(
    'labels',
    `Labels a ${what} must carry for this condition to apply. A value may be a list, a glob ('*') or a regular expression ('^env-.*$').`,
    {
      values: ["'*'"],
    },
  );
const expression = (what: string) =>
  f(
    'string',
    `A predicate over the labels of a ${what}, e.g. labels["env"] == "prod" || contains(user.spec.traits["teams"], labels["team"]). Used with or instead of the labels map.`,
  );

export const RULE_VERBS = ['list', 'read', 'readnosecrets', 'create', 'update', 'delete', '*'] as const;
export const RULE_RESOURCES = [
  '*',
  'role',
  'user',
  'github',
  'oidc',
  'saml',
  'auth_connector',
  'trusted_cluster',
  'remote_cluster',
  'token',
  'lock',
  'session',
  'event',
  'node',
  'app',
  'db',
  'kube_cluster',
  'windows_desktop',
  'access_request',
  'access_list',
  'integration',
  'cluster_auth_preference',
  'cluster_networking_config',
  'session_recording_config',
  'device',
] as const;

const RULE = {
  resources: f('strings', 'Resource kinds the rule covers; * for every kind.', { values: RULE_RESOURCES }),
  verbs: f('strings', 'What may be done with those resources. readnosecrets reads without secret fields; * allows every verb.', {
    values: RULE_VERBS,
  }),
  where: f('string', 'An optional predicate that must hold, e.g. contains(user.spec.traits["groups"], "admins").'),
  actions: f('strings', 'Actions run when the rule matches, e.g. log("info", "rule matched").'),
};

const CLAIM_MAPPING = {
  claim: f('string', 'Name of the claim (trait) to match.'),
  value: f('string', 'Value the claim must have (a glob or regular expression).'),
  roles: f('strings', 'Roles granted when the claim matches.'),
};

const CONDITIONS: Record<string, FieldDoc> = {
  logins: f(
    'strings',
    "OS logins allowed on servers. {{internal.logins}} takes them from the user's traits; {{external.<claim>}} from the identity provider.",
    {
      values: ["'{{internal.logins}}'", 'root', 'ubuntu'],
    },
  ),
  node_labels: labels('server (SSH node)'),
  node_labels_expression: expression('server'),
  app_labels: labels('web application'),
  app_labels_expression: expression('application'),
  db_labels: labels('database'),
  db_labels_expression: expression('database'),
  db_service_labels: labels('database service'),
  kubernetes_labels: labels('Kubernetes cluster'),
  kubernetes_labels_expression: expression('Kubernetes cluster'),
  windows_desktop_labels: labels('Windows desktop'),
  windows_desktop_labels_expression: expression('Windows desktop'),
  cluster_labels: labels('leaf (trusted) cluster'),
  group_labels: labels('user group'),
  db_users: f('strings', 'Database users one may connect as. {{internal.db_users}} takes them from traits.', {
    values: ["'{{internal.db_users}}'", "'*'"],
  }),
  db_names: f('strings', 'Database names one may connect to. {{internal.db_names}} takes them from traits.', {
    values: ["'{{internal.db_names}}'", "'*'"],
  }),
  db_roles: f('strings', 'Database roles given to users that are created automatically.'),
  kubernetes_groups: f('strings', 'Kubernetes groups to impersonate.', { values: ["'{{internal.kubernetes_groups}}'", 'system:masters'] }),
  kubernetes_users: f('strings', 'Kubernetes users to impersonate.', { values: ["'{{internal.kubernetes_users}}'"] }),
  kubernetes_resources: f(
    'items',
    'Kubernetes resources (pods, namespaces, …) reachable inside the allowed clusters. From role v7 the default is every resource.',
    {
      fields: {
        kind: f('string', 'Resource kind, e.g. pod, namespace, deployment, or * for every kind.', {
          values: ['*', 'pod', 'namespace', 'deployment', 'secret', 'configmap', 'service', 'job'],
        }),
        namespace: f('string', 'Namespace; globs such as dev-* are accepted.'),
        name: f('string', 'Resource name; globs are accepted.'),
        verbs: f('strings', 'Kubernetes verbs allowed on it.', {
          values: ['*', 'get', 'list', 'watch', 'create', 'update', 'patch', 'delete', 'exec', 'portforward'],
        }),
      },
    },
  ),
  windows_desktop_logins: f('strings', 'Windows logins allowed on desktops.', {
    values: ["'{{internal.windows_logins}}'", 'Administrator'],
  }),
  aws_role_arns: f('strings', 'AWS IAM role ARNs one may assume in the AWS console and CLI.', { values: ["'{{internal.aws_role_arns}}'"] }),
  azure_identities: f('strings', 'Azure managed identities one may assume.'),
  gcp_service_accounts: f('strings', 'Google Cloud service accounts one may assume.'),
  host_groups: f('strings', 'Groups that users created on a host join.'),
  host_sudoers: f('strings', 'Lines added to the sudoers file of users created on a host.'),
  desktop_groups: f('strings', 'Groups that users created on a Windows desktop join.'),
  rules: f('items', 'Access to the cluster API: which resource kinds may be listed, read, created, updated or deleted.', { fields: RULE }),
  request: f('map', 'Access requests: which roles one may request and how they are approved.', {
    fields: {
      roles: f('strings', 'Roles one may request.'),
      search_as_roles: f('strings', 'Roles used while searching for resources to request (resource access requests).'),
      claims_to_roles: f('items', 'Roles one may request, by identity-provider claim.', { fields: CLAIM_MAPPING }),
      thresholds: f('items', 'Approvals or denials needed before a request changes state (default: one of each).', {
        fields: {
          name: f('string', 'Name of the threshold.'),
          filter: f('string', 'Which reviews count towards it (a predicate).'),
          approve: f('number', 'Approvals needed.'),
          deny: f('number', 'Denials needed.'),
        },
      }),
      suggested_reviewers: f('strings', 'Reviewers suggested for requests.'),
      max_duration: f('duration', 'Longest time the requested access may be granted for, e.g. 24h.'),
      annotations: f('map', 'Annotations added to every request (for plugins).'),
    },
  }),
  review_requests: f('map', "Reviewing others' access requests.", {
    fields: {
      roles: f('strings', 'Requests for these roles may be reviewed.'),
      claims_to_roles: f('items', 'Reviewable roles, by identity-provider claim.', { fields: CLAIM_MAPPING }),
      where: f('string', 'A predicate that requests must match to be reviewable.'),
      preview_as_roles: f('strings', 'Roles used to preview the resources of a request.'),
    },
  }),
  impersonate: f('map', 'Certificates that may be issued for other users and roles.', {
    fields: {
      users: f('strings', 'Users one may impersonate.'),
      roles: f('strings', 'Roles one may impersonate.'),
      where: f('string', 'A predicate over the impersonated user and role.'),
    },
  }),
  join_sessions: f('items', "Joining other users' sessions.", {
    fields: {
      name: f('string', 'Name of the policy.'),
      roles: f('strings', 'Sessions of users with these roles may be joined.'),
      kinds: f('strings', 'Session kinds.', { values: ['ssh', 'k8s'] }),
      modes: f('strings', 'How one may join.', { values: ['observer', 'moderator', 'peer'] }),
    },
  }),
};

const conditions = (help: string) => f('map', help, { fields: CONDITIONS });

export const ROLE_FIELDS: FieldDoc = f('map', 'A role', {
  fields: {
    kind: f('string', 'The resource kind: always role here.', { values: ['role'] }),
    version: f('string', 'Role version. v7 grants every Kubernetes resource kind by default; v6 and older only pods.', {
      values: ['v7', 'v6', 'v5', 'v4', 'v3'],
    }),
    metadata: f('map', 'Name and description of the role.', {
      fields: {
        name: f('string', 'The role name: unique, and fixed once created.'),
        description: f('string', 'What the role is for.'),
        labels: f('map', 'Labels of the role itself.'),
        expires: f('string', 'When the role stops existing (RFC 3339 time).'),
      },
    }),
    spec: f('map', 'What the role allows and denies, and session options.', {
      fields: {
        allow: conditions('What the role grants. Deny wins over allow.'),
        deny: conditions('What the role refuses, even when another role allows it.'),
        options: f('map', 'Session and certificate options. Where several roles set one, the strictest wins.', { fields: ROLE_OPTIONS }),
      },
    }),
  },
});

/** The role field at a path ('[]' for a sequence item), or null when the help does not know it. */
export const roleFieldAt = (path: readonly string[]): FieldDoc | null => fieldAt(path, ROLE_FIELDS);
