// The wizard's URL: the kind, the step and what earlier steps produced, so a reload (or a copied
// link) resumes where the user was. Every field is optional and forgiving: a wrong value is
// dropped rather than failing the route, and the step machine decides what can be shown.
import * as z from 'zod/mini';
import { KIND_IDS } from './kinds';
import { STEP_IDS } from './step-machine';

const text = (max: number) => z.catch(z.optional(z.string().check(z.trim(), z.maxLength(max))), undefined);

export const discoverSearchSchema = z.object({
  kind: z.catch(z.optional(z.enum(KIND_IDS)), undefined),
  step: z.catch(z.optional(z.enum(STEP_IDS)), undefined),
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

export type DiscoverSearch = z.infer<typeof discoverSearchSchema>;
