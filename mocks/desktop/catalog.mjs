// @ts-check
/**
 * The desktops the desktop mock will connect to: the contract's Windows desktop examples (what
 * the Desktops list shows: openapi/examples/resources.yaml), plus the benchmark desktop, which the
 * list does not show. A login must be one of the desktop's `logins` (desktops listed with none
 * refuse every login).
 */
import { responseExample } from '../api/contract-examples.mjs';

/** Asks for per-session MFA (the MFA-required check says so too: mocks/api/discover-agents.mjs). */
export const MFA_DESKTOP = 'WIN-JUMP-US';
/** Streams partial frames continuously (npm run bench:desktop); not in the list, any login works. */
export const BENCH_DESKTOP = 'mock-bench';
/** Somebody else's session runs there from the start (the desktop active call says so). */
export const BUSY_DESKTOP = 'win-dc02-corp-example-com';
/** The largest screen side the real backend accepts. */
export const MAX_SCREEN = 8192;

/**
 * @typedef {{ name: string, addr: string, logins: string[], mfa: boolean, bench: boolean }} MockDesktop
 */

/** @type {Map<string, MockDesktop> | null} */
let known = null;

function load() {
  /** @type {Map<string, MockDesktop>} */
  const map = new Map();
  for (const name of ['desktopsFirstPage', 'desktopsLastPage', undefined]) {
    let page;
    try {
      page = /** @type {any} */ (responseExample('listDesktops', name));
    } catch {
      continue;
    }
    for (const d of Array.isArray(page?.items) ? page.items : []) {
      if (!d || typeof d.name !== 'string' || map.has(d.name)) continue;
      const addr = String(d.addr ?? '');
      map.set(d.name, {
        name: d.name,
        addr: addr.includes(':') ? addr : `${addr}:3389`,
        logins: Array.isArray(d.logins) ? d.logins.map(String) : [],
        mfa: d.name === MFA_DESKTOP,
        bench: false,
      });
    }
  }
  map.set(BENCH_DESKTOP, { name: BENCH_DESKTOP, addr: '127.0.0.1:3389', logins: [], mfa: false, bench: true });
  return map;
}

/**
 * A desktop the mock knows: listed in the contract's examples, or joined through Enroll New
 * Resource (`joined`: the store's agents, through the context).
 * @param {string} name @param {(name: string) => Record<string, any> | undefined} joined
 * @returns {MockDesktop | undefined}
 */
export function findDesktop(name, joined) {
  known ??= load();
  const listed = known.get(name);
  if (listed) return listed;
  const d = joined(name);
  if (!d) return undefined;
  const addr = String(d.addr ?? '');
  return {
    name,
    addr: addr.includes(':') ? addr : `${addr}:3389`,
    logins: Array.isArray(d.logins) ? d.logins.map(String) : [],
    mfa: false,
    bench: false,
  };
}

/** @param {MockDesktop} d @param {string} login */
export function loginAllowed(d, login) {
  return d.bench || d.logins.includes(login);
}
