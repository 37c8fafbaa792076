// @ts-check
/**
 * The desktop routes of the WebSocket mock (entries of `defaultRoutes` in mocks/ws/ws-mock.mjs):
 *
 * GET /webapi/sites/{site}/desktops/{desktopName}/connect?access_token=…&username=…&width=…&height=…
 *   - no access_token → 403 {"error":{"message":"need auth"}}; username missing, width/height not
 *     whole numbers ≥ 1 → 400 (before the upgrade), like the terminal route;
 *   - after the upgrade (session.mjs): unknown desktop, a login the desktop does not allow, or a
 *     screen over 8192 px → an error notification (28, severity 2) and close; else the session.
 * GET /webapi/sites/{site}/desktopplayback/{sid}?access_token=…   (playback.mjs)
 *   - no access_token → 403; the rest as JSON text frames.
 */
import { randomUUID } from 'node:crypto';
import { acceptUpgrade, rejectUpgrade, relyingParty } from '../ws/upgrade.mjs';
import { findDesktop, loginAllowed } from './catalog.mjs';
import { recordDesktop } from './desktop-recordings.mjs';
import { refuseSession, runDesktopSession } from './session.mjs';
import { playDesktopRecording } from './playback.mjs';
import { recordingAccess } from '../api/audit-log.mjs';

/** @typedef {import('../ws/ws-mock.mjs').RouteContext} RouteContext */

/** @param {string | null} raw */
function dimension(raw) {
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
}

/** @param {RouteContext} ctx */
export function handleDesktopConnect(ctx) {
  const { url, socket, state, req, options } = ctx;
  if (!url.searchParams.get('access_token')) return rejectUpgrade(socket, 403, 'need auth');
  const login = url.searchParams.get('username') ?? '';
  if (!login) return rejectUpgrade(socket, 400, 'missing username');
  const width = dimension(url.searchParams.get('width'));
  const height = dimension(url.searchParams.get('height'));
  if (!(width >= 1)) return rejectUpgrade(socket, 400, `invalid width ${JSON.stringify(url.searchParams.get('width') ?? '')}`);
  if (!(height >= 1)) return rejectUpgrade(socket, 400, `invalid height ${JSON.stringify(url.searchParams.get('height') ?? '')}`);
  const site = ctx.params.clusterId ?? '-current-';
  const clusterName = site === '-current-' ? state.clusterName : site;
  const name = ctx.params.desktopName ?? '';
  const desktop = findDesktop(name, state.context.joinedDesktop);
  const rp = relyingParty(req);

  acceptUpgrade(ctx, (ws) => {
    if (!desktop) return refuseSession(ws, `windows desktop "${name}" not found`);
    if (!loginAllowed(desktop, login)) {
      return refuseSession(
        ws,
        `access denied: ${state.user} may not log in to ${name} as "${login}" (allowed: ${desktop.logins.join(', ') || 'none'})`,
      );
    }
    const sid = randomUUID();
    runDesktopSession(ws, {
      desktop,
      login,
      width,
      height,
      rp,
      markActive: () => state.context.activeDesktops.mark(desktop.name),
      startRecording: () =>
        recordDesktop(state.recordings, {
          sid,
          user: state.user,
          login,
          desktopName: desktop.name,
          desktopAddr: desktop.addr,
          clusterName,
        }),
      notifyAfterMs: /** @type {any} */ (options).desktopNotifyAfterMs,
      mfaTimeoutMs: options.mfaTimeoutMs,
    });
  });
}

/** @param {RouteContext} ctx */
export function handleDesktopPlayback(ctx) {
  const { url, socket, state } = ctx;
  if (!url.searchParams.get('access_token')) return rejectUpgrade(socket, 403, 'need auth');
  const sid = ctx.params.sid ?? '';
  acceptUpgrade(ctx, (ws) => {
    const rec = state.recordings.get(sid);
    // Opening a desktop recording's playback is reading it: logged as session.recording.access.
    if (rec?.tdp) state.context.appendAuditEvent(recordingAccess({ sid, user: state.user, clusterName: rec.end.cluster_name }));
    playDesktopRecording(ws, rec, sid);
  });
}
