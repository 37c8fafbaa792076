// The wizard's URL: the kind, the step and what earlier steps produced, so a reload (or a copied
// link) resumes where the user was. Every field is optional and forgiving: a wrong value is
// dropped rather than failing the route, and the step machine decides what can be shown.
import { z } from 'zod';
import { KIND_IDS } from './kinds';
import { STEP_IDS } from './step-machine';

const text = (max: number) => z.string().trim().max(max).optional().catch(undefined);

export const discoverSearchSchema = z.object({
  kind: z.enum(KIND_IDS).optional().catch(undefined),
  step: z.enum(STEP_IDS).optional().catch(undefined),
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
