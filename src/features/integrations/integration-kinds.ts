// The kinds of integration the enroll page offers as tiles. Only AWS OIDC can be enrolled from
// this console; the others are shown so people know where they stand, plainly marked.

export interface IntegrationKind {
  type: string;
  title: string;
  description: string;
  live: boolean;
}

export const INTEGRATION_KINDS: readonly IntegrationKind[] = [
  {
    type: 'aws-oidc',
    title: 'AWS OIDC',
    description: 'Let the proxy reach your AWS account through an IAM role it assumes with OpenID Connect: list and enroll RDS databases.',
    live: true,
  },
  { type: 'slack', title: 'Slack', description: 'Access request notifications in Slack channels.', live: false },
  { type: 'pagerduty', title: 'PagerDuty', description: 'Access requests approved by on-call schedules.', live: false },
  { type: 'jira', title: 'Jira', description: 'Access requests tracked as Jira issues.', live: false },
  { type: 'okta', title: 'Okta', description: 'Users, groups and apps synchronised from Okta.', live: false },
];

export const kindOf = (type: string | undefined) => INTEGRATION_KINDS.find((k) => k.type === type);

/** How the list shows an integration's subKind. */
export const subKindLabel = (subKind: string) => kindOf(subKind)?.title ?? subKind;
