// zod, before any schema is parsed: never compile validators with `new Function`. zod otherwise
// probes once whether eval is allowed, and under the page's Content-Security-Policy (no
// 'unsafe-eval') that probe is reported as a policy violation on every page load, hiding real
// errors. Imported first by the app entry and by the generated validators (the lazily loaded
// chunk), so it runs whichever of them loads zod first. Setting it twice is harmless.
import { config } from 'zod/mini';

config({ jitless: true });
