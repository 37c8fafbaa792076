import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { enrollSearchSchema } from '@/features/integrations/enroll-search';

// Enrolling one kind of integration (aws-oidc is the only live one). With ?integration=NAME the
// page continues with that integration's RDS databases, so a reload resumes where it was.
export const Route = createFileRoute('/_authed/_shell/integrations/new/$type')({
  validateSearch: enrollSearchSchema,
  component: lazyRouteComponent(() => import('@/features/integrations/enroll-type.page'), 'EnrollTypePage'),
});
