// @ts-check
/**
 * Desktop session recordings of the mock: every desktop session is recorded as the TDP messages
 * a player needs (the screen spec, every PNG/PNG2 frame, the client's mouse moves and buttons; not
 * keys or the clipboard, as in Teleport), each with its time since the start. When the session
 * ends, a `windows.desktop.session.end` event (recorded: true) joins the recordings list and the
 * audit log, and the playback socket (playback.mjs) plays the messages back. Clipboard and
 * directory-sharing events of the session go to the audit log too (`audit`).
 *
 * A fresh mock also holds one short seeded desktop recording (SEEDED_DESKTOP_SID), generated on
 * first playback by driving the mock desktop through a little script; the contract's example
 * desktop recordings that say `recorded: true` play the same script.
 */
import { randomUUID } from 'node:crypto';
import { encodeTdp } from '../../src/shared/wire/tdp-codec.mjs';
import { createScene } from './scene.mjs';
import { encodePng } from './png.mjs';

export const SEEDED_DESKTOP_SID = 'de5c7000-5eed-4000-8000-000000000001';
/** A session keeps at most this many recorded bytes (a long benchmark must not fill the memory). */
export const MAX_RECORDED_DESKTOP_BYTES = 16 * 1024 * 1024;

/**
 * @typedef {{ ms: number, message: Uint8Array }} TdpRecord
 * @typedef {{ sid: string, user: string, login: string, desktopName: string, desktopAddr: string, clusterName: string }} DesktopInfo
 * @typedef {{ put: (rec: import('../recordings/recordings.mjs').Recording) => void, audit: (event: Record<string, any> & { event: string, code: string }) => unknown }} RecordingSink
 */

/** @param {DesktopInfo} info */
function common(info) {
  return {
    cluster_name: info.clusterName,
    sid: info.sid,
    user: info.user,
    windows_user: info.login,
    windows_domain: 'corp.example.com',
    desktop_addr: info.desktopAddr,
    desktop_name: info.desktopName,
  };
}

/**
 * The session-end event the recordings list shows.
 * @param {DesktopInfo} info @param {number} start @param {number} stop
 */
export function desktopSessionEnd(info, start, stop) {
  return {
    ei: 0,
    event: 'windows.desktop.session.end',
    uid: randomUUID(),
    code: 'TDP01I',
    time: new Date(stop).toISOString(),
    ...common(info),
    recorded: true,
    participants: [info.user],
    session_start: new Date(start).toISOString(),
    session_stop: new Date(stop).toISOString(),
  };
}

/**
 * Start recording a desktop session.
 * @param {RecordingSink} store
 * @param {DesktopInfo} info
 * @param {{ now?: () => number }} [o]
 */
export function recordDesktop(store, info, o = {}) {
  const now = o.now ?? Date.now;
  const start = now();
  /** @type {TdpRecord[]} */
  const records = [];
  let size = 0;
  let ended = false;
  store.audit({
    ei: 0,
    event: 'windows.desktop.session.start',
    uid: randomUUID(),
    code: 'TDP00I',
    time: new Date(start).toISOString(),
    ...common(info),
    success: true,
    allow_user_creation: false,
  });
  return {
    /** @param {Uint8Array} message one encoded TDP message */
    add(message) {
      if (ended || size + message.length > MAX_RECORDED_DESKTOP_BYTES) return;
      records.push({ ms: now() - start, message: Uint8Array.from(message) });
      size += message.length;
    },
    /**
     * An audit event of the session (clipboard, directory sharing), e.g. ('desktop.directory.read', 'TDP05I', {...}).
     * @param {string} event @param {string} code @param {Record<string, unknown>} fields
     */
    audit(event, code, fields) {
      const { cluster_name, sid, user, desktop_addr, desktop_name } = common(info);
      store.audit({
        ei: 0,
        event,
        uid: randomUUID(),
        code,
        time: new Date(now()).toISOString(),
        cluster_name,
        sid,
        user,
        desktop_addr,
        desktop_name,
        ...fields,
      });
    },
    end() {
      if (ended) return;
      ended = true;
      const end = desktopSessionEnd(info, start, now());
      store.audit(end);
      store.put({ sid: info.sid, end, events: () => [end], bytes: () => Buffer.alloc(0), tdp: () => records });
    },
  };
}

/**
 * The seeded desktop recording's script: a 1024x640 screen, a few pointer moves and clicks, and a
 * line typed into Notepad, about 6 seconds long.
 * @returns {TdpRecord[]}
 */
export function generateDemoRecording() {
  const W = 1024;
  const H = 640;
  let clock = new Date('2024-05-02T09:41:00Z').getTime();
  const scene = createScene({
    width: W,
    height: H,
    desktopName: 'win-dc01-corp-example-com',
    login: 'Administrator',
    now: () => new Date(clock),
  });
  /** @type {TdpRecord[]} */
  const out = [{ ms: 0, message: encodeTdp({ type: 1, width: W, height: H }) }];
  let ms = 0;
  const frame = () => {
    for (const r of scene.changes()) out.push({ ms, message: encodeTdp({ type: 27, ...r, data: encodePng(scene.surface, r) }) });
  };
  frame();
  const path = [
    [300, 300],
    [360, 250],
    [420, 200],
    [470, 160],
  ];
  for (const [x = 0, y = 0] of path) {
    ms += 250;
    scene.state.mouse = { x, y };
    out.push({ ms, message: encodeTdp({ type: 3, x, y }) });
    frame();
  }
  for (const ch of 'Quarterly report: done.') {
    ms += 160;
    clock += 160;
    scene.state.lines[scene.state.lines.length - 1] += ch;
    frame();
  }
  ms += 600;
  clock += 600;
  scene.state.lines.push('Signing off.');
  frame();
  ms += 800;
  clock += 800;
  frame();
  return out;
}

/**
 * Add the seeded desktop recording (its end 20 minutes before `now`) to a recordings map.
 * @param {(rec: import('../recordings/recordings.mjs').Recording) => void} put
 * @param {{ clusterName: string, now: number }} o
 */
export function seedDesktopRecording(put, o) {
  const stop = o.now - 20 * 60_000;
  const info = {
    sid: SEEDED_DESKTOP_SID,
    user: 'alice',
    login: 'Administrator',
    desktopName: 'win-dc01-corp-example-com',
    desktopAddr: '10.1.4.20:3389',
    clusterName: o.clusterName,
  };
  const end = { ...desktopSessionEnd(info, stop - 6_100, stop), uid: 'de5c7000-5eed-4000-8000-0000000000e0' };
  /** @type {TdpRecord[] | null} */
  let records = null;
  put({ sid: info.sid, end, events: () => [end], bytes: () => Buffer.alloc(0), tdp: () => (records ??= generateDemoRecording()) });
}

/** @type {TdpRecord[] | null} */
let demo = null;

/**
 * The TDP messages of an example desktop recording (a `windows.desktop.session.end` with
 * `recorded: true`): the seeded script. Nothing for any other event.
 * @param {Record<string, any>} end
 * @returns {{ tdp?: () => TdpRecord[] }}
 */
export function demoRecordingFor(end) {
  if (end.event !== 'windows.desktop.session.end' || end.recorded !== true) return {};
  return { tdp: () => (demo ??= generateDemoRecording()) };
}
