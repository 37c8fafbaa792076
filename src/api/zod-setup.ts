// zod, before any schema is parsed: never compile validators with `new Function`. zod otherwise
// probes once whether eval is allowed, and under the page's Content-Security-Policy (no
// 'unsafe-eval') that probe is reported as a policy violation on every page load, hiding real
// errors. Imported first by every module that builds zod schemas (the generated validators, the
// terminal's sessions, the player's URL), so it runs whichever of them loads zod first; the first
// load has no zod (route search schemas are src/platform/url-schema.ts). Setting it twice is harmless.
import { config } from 'zod/mini';

config({ jitless: true });
