// The wizard's URL: the kind, the step and what earlier steps produced, so a reload (or a copied
// link) resumes where the user was. Every field is optional and forgiving: a wrong value is
// dropped rather than failing the route, and the step machine decides what can be shown.
import * as z from '@/platform/url-schema';
import type { KindId } from './kinds';
import type { StepId } from './step-machine';

// The ids of the kinds (kinds.ts) and of the steps (step-machine.ts) written out: those modules are
// the wizard's code, and this one is in the first load (the route file's). discover-search.test.ts
// checks that they agree.
export const SEARCH_KIND_IDS = [
  'server',
  'app',
  'postgres-self',
  'mysql-self',
  'mongodb-self',
  'postgres-rds',
  'mysql-rds',
  'kube',
  'desktop',
] as const satisfies readonly KindId[];
export const SEARCH_STEP_IDS = ['select', 'install', 'wait', 'access', 'test', 'done'] as const satisfies readonly StepId[];

const text = (max: number) => z.catch(z.optional(z.string().check(z.trim(), z.maxLength(max))), undefined);

export const discoverSearchSchema = z.object({
  kind: z.catch(z.optional(z.enum(SEARCH_KIND_IDS)), undefined),
  step: z.catch(z.optional(z.enum(SEARCH_STEP_IDS)), undefined),
  /** The filter of the first screen. */
  q: text(100),
  /** Join token: its id, the internal resource id the agent will carry, and its expiry (RFC 3339). */
  token: text(200),
  rid: text(100),
  exp: text(40),
  /** What the install step asked: the resource's name and, for applications and databases, its address. */
  name: text(200),
  uri: text(500),
  /** The resource that joined (a server's id, else its name) and the name to show. */
  resource: text(300),
  label: text(300),
  /** The access the connection test uses. */
  login: text(100),
  dbUser: text(100),
  dbName: text(100),
  kubeUser: text(200),
  kubeGroup: text(200),
  /** The id of this enrolment in the usage events. */
  sid: text(60),
});

export type DiscoverSearch = z.output<typeof discoverSearchSchema>;
