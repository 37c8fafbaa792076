import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AuditIcon } from '@/features/audit/audit-icon';
import { auditSearchSchema } from '@/features/audit/audit-search';

// The Audit Log (Management › Activity): the cluster's events of a date range, for users who may
// list events. The view is the URL: range (or from/to), include (event types) and search. No
// loader prefetch: a preset's window is fixed by the page's clock when it opens.
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/audit')({
  validateSearch: auditSearchSchema,
  staticData: {
    feature: {
      id: 'audit',
      title: 'Audit Log',
      exact: true,
      category: 'management',
      section: 'activity',
      navigationItem: { title: 'Audit Log', icon: AuditIcon, exact: true },
      hasAccess: (flags) => flags.audit,
    },
  },
  component: lazyRouteComponent(() => import('@/features/audit/audit-log.page'), 'AuditLogPage'),
});
