// Whether this browser holds a session that can be live: a stored bearer token with time left.
// The one test a signed-in page makes before it loads: the router's _authed layout
// (src/app/routes/_authed/route.tsx), and before it the entry, which shows the sign-in page
// without loading the app when it fails (src/app/main.tsx) and sends the boot calls only when it
// passes (src/app/boot-calls.ts). The server may still have ended the session: the app's first
// call finds that out.
import { loadTokenRecord, tokenTimeLeftMs } from '@/api/token-record';

export function hasLiveToken(storage?: Storage, now: number = Date.now()): boolean {
  const record = loadTokenRecord(storage);
  return record !== null && tokenTimeLeftMs(record, now) > 0;
}
