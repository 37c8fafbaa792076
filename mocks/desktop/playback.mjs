// @ts-check
/**
 * The desktop playback socket of the mock (schema DesktopPlaybackEvent / DesktopPlaybackAction):
 * a recording's TDP messages as JSON text frames
 *   {"event":"desktop.recording","message":"<base64 TDP>","ms":<since the start>,"ei":<index>,"time":"<ISO>"}
 * in real time (times the speed), starting at once; then {"message":"end"} and a normal close.
 * The client sends {"action":"play/pause"} (toggle) and {"action":"speed","speed":<number > 0>},
 * clamped to 0.25..16 as the real proxy does (Teleport lib/web/desktop/playback.go); anything else
 * is ignored. An unknown sid, or a recording that is not a recorded desktop session:
 * {"message":"error","errorText":"…"}, then close.
 */

/**
 * @typedef {import('ws').WebSocket} WebSocket
 * @typedef {import('./desktop-recordings.mjs').TdpRecord} TdpRecord
 */

/**
 * @param {WebSocket} ws
 * @param {import('../recordings/recordings.mjs').Recording | undefined} rec
 * @param {string} sid
 * @param {{ now?: () => number }} [o]
 */
export function playDesktopRecording(ws, rec, sid, o = {}) {
  const now = o.now ?? Date.now;
  /** @param {unknown} v */
  const sendJson = (v) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(v));
  if (!rec || !rec.tdp) {
    const errorText = rec ? `session ${sid} is not a recorded desktop session` : `desktop recording ${sid} is not found`;
    sendJson({ message: 'error', errorText });
    ws.close(1000, 'error');
    return;
  }
  const records = rec.tdp();
  const startTime = Date.parse(String(rec.end.session_start ?? rec.end.time)) || now();
  let index = 0;
  let position = 0; // ms of the recording at `since`
  let since = now();
  let playing = true;
  let speed = 1;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;

  const at = () => (playing ? position + (now() - since) * speed : position);

  function step() {
    timer = null;
    if (ws.readyState !== ws.OPEN || !playing) return;
    const pos = at();
    while (index < records.length && /** @type {TdpRecord} */ (records[index]).ms <= pos) {
      const r = /** @type {TdpRecord} */ (records[index]);
      sendJson({
        event: 'desktop.recording',
        message: Buffer.from(r.message).toString('base64'),
        ms: r.ms,
        ei: index,
        time: new Date(startTime + r.ms).toISOString(),
      });
      index++;
    }
    if (index >= records.length) {
      sendJson({ message: 'end' });
      setTimeout(() => ws.readyState === ws.OPEN && ws.close(1000, 'end'), 50).unref();
      return;
    }
    const next = /** @type {TdpRecord} */ (records[index]);
    timer = setTimeout(step, Math.max(0, (next.ms - pos) / speed));
  }

  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    /** @type {any} */
    let action;
    try {
      action = JSON.parse(data.toString());
    } catch {
      return;
    }
    if (action?.action === 'play/pause') {
      position = at();
      since = now();
      playing = !playing;
      if (timer) clearTimeout(timer);
      timer = null;
      if (playing) step();
    } else if (action?.action === 'speed' && typeof action.speed === 'number' && action.speed > 0 && Number.isFinite(action.speed)) {
      position = at();
      since = now();
      speed = Math.min(16, Math.max(0.25, action.speed));
      if (timer) clearTimeout(timer);
      timer = null;
      if (playing) step();
    }
  });
  ws.on('close', () => {
    if (timer) clearTimeout(timer);
  });
  ws.on('error', () => ws.terminate());
  step();
}
