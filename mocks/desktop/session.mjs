// @ts-check
/**
 * One desktop session of the mock over an open WebSocket (binary TDP messages, codec
 * src/shared/wire/tdp-codec.mjs). Like the real proxy, the session starts from the query's username,
 * width and height (the proxy sends the client username (7) and then the screen spec (1) to the
 * desktop service itself); a screen spec (1) the client sends later is a resize.
 *
 *   1. per-session MFA first on the MFA desktop: a 10 ('n', the WebAuthn challenge), answered by
 *      a 10 with the assertion; anything else is ignored until then;
 *   2. a full PNG2 (27) frame, then partial PNG2 tiles of what changed (input, clock, windows);
 *   3. a warning notification (28, severity 1) a few seconds in;
 *   4. keys (5, scancodes) type into Notepad; Ctrl+C sends Notepad's text as clipboard data (6);
 *      clipboard data from the client (6) shows in Notepad's status bar, Ctrl+V types it;
 *      F5-F8 drive the shared directory (sharing.mjs); mouse moves/buttons/wheel react visibly;
 *   5. a message that does not decode: a field over its limit is a warning and the session goes
 *      on; anything else is an error notification (severity 2) and the socket closes.
 * Failures before the session (unknown desktop, refused login, screen too large, MFA failed):
 * an error notification, then close 1000.
 */
import { encodeTdp, decodeTdp, TdpDecodeError, TdpType as T, tdpTypeName } from '../../src/shared/wire/tdp-codec.mjs';
import { createMfaChallenge, verifyAssertion } from '../api/webauthn-mock.mjs';
import { createScene } from './scene.mjs';
import { createBench } from './bench.mjs';
import { createSharing } from './sharing.mjs';
import { encodePng } from './png.mjs';
import { SCANCODE, charOf } from './keys.mjs';
import { MAX_SCREEN } from './catalog.mjs';

export const WARNING_TEXT = 'This desktop is a mock: its screen is drawn by the embedded default, not by Windows.';

/**
 * @typedef {import('ws').WebSocket} WebSocket
 * @typedef {import('../../src/shared/wire/tdp-codec.mjs').TdpMessage} TdpMessage
 * @typedef {{ add: (m: Uint8Array) => void, end: () => void, audit: (event: string, code: string, fields: Record<string, unknown>) => void }} Recorder
 * @typedef {object} SessionOptions
 * @property {import('./catalog.mjs').MockDesktop} desktop
 * @property {string} login
 * @property {number} width
 * @property {number} height
 * @property {{ rpId: string, origins: string[] }} rp
 * @property {() => Recorder} startRecording
 * @property {() => () => void} markActive
 * @property {number} [notifyAfterMs]  when the warning comes (default 3 s)
 * @property {number} [mfaTimeoutMs]
 * @property {number} [benchIntervalMs]  bench tick (default 10 ms)
 */

/**
 * A failure before the session: an error notification (28, severity 2), then close 1000.
 * @param {WebSocket} ws
 * @param {string} message
 */
export function refuseSession(ws, message) {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(encodeTdp({ type: T.Notification, message, severity: 2 }), { binary: true });
  ws.close(1000, 'error');
}

/**
 * @param {WebSocket} ws
 * @param {SessionOptions} o
 */
export function runDesktopSession(ws, o) {
  /** @type {Array<NodeJS.Timeout>} */
  const timers = [];
  /** @type {(() => void) | null} */
  let release = null;
  /** @type {Recorder | null} */
  let recorder = null;
  let closed = false;

  /** @param {Uint8Array} bytes @param {boolean} [record] */
  const sendRaw = (bytes, record = true) => {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(bytes, { binary: true });
    if (record) recorder?.add(bytes);
  };
  /** @param {TdpMessage} m */
  const send = (m) => sendRaw(encodeTdp(m), m.type === T.PngFrame || m.type === T.Png2Frame);
  /** @param {string} message @param {0 | 1 | 2} severity */
  const notify = (message, severity) => send({ type: T.Notification, message, severity });
  /** @param {string} message */
  const fail = (message) => {
    notify(message, 2);
    if (ws.readyState === ws.OPEN) ws.close(1000, 'error');
  };

  const cleanup = () => {
    if (closed) return;
    closed = true;
    for (const t of timers) clearTimeout(t);
    release?.();
    recorder?.end();
  };
  ws.on('close', cleanup);
  ws.on('error', () => ws.terminate());

  const { desktop, login } = o;
  if (o.width > MAX_SCREEN || o.height > MAX_SCREEN) {
    // The real proxy's wording (types.MaxRDPScreenWidth/Height).
    return fail(`screen size of ${o.width} x ${o.height} is greater than the maximum allowed by RDP (${MAX_SCREEN} x ${MAX_SCREEN})`);
  }

  /** @type {(m: TdpMessage) => void} */
  let onMessage = () => {};
  ws.on('message', (data, isBinary) => {
    if (!isBinary) return fail('expected binary desktop protocol messages, got a text frame');
    let msg;
    try {
      msg = decodeTdp(/** @type {Buffer} */ (data));
    } catch (err) {
      const text = /** @type {Error} */ (err).message;
      if (err instanceof TdpDecodeError && /exceeds the limit/.test(text)) return notify(`ignored a message: ${text}`, 1);
      return fail(`malformed desktop protocol message: ${text}`);
    }
    guard(() => onMessage(msg));
  });

  /** Run `fn`; a failure of the mock itself ends this session, never the process. @param {() => void} fn */
  function guard(fn) {
    try {
      fn();
    } catch (err) {
      fail(`the mock desktop failed: ${/** @type {Error} */ (err).message}`);
    }
  }

  const start = () => (desktop.bench ? startBench() : startDesktop());

  if (desktop.mfa) {
    const challenge = createMfaChallenge(o.rp.rpId);
    send({ type: T.Mfa, mfaType: 'n', data: challenge.payload });
    const timer = setTimeout(() => fail('timed out waiting for the MFA response'), o.mfaTimeoutMs ?? 120_000);
    timers.push(timer);
    onMessage = (m) => {
      if (m.type !== T.Mfa) return;
      clearTimeout(timer);
      const result = verifyAssertion(m.data, { ...challenge.expected, origins: o.rp.origins });
      if (!result.ok) return fail(`MFA check failed: ${result.reason}`);
      start();
    };
  } else {
    guard(start);
  }

  function begin() {
    release = o.markActive();
    recorder = o.startRecording();
    recorder.add(encodeTdp({ type: T.ClientScreenSpec, width: o.width, height: o.height }));
    timers.push(setTimeout(() => notify(WARNING_TEXT, 1), o.notifyAfterMs ?? 3000));
  }

  /** @param {import('./surface.mjs').Surface} surface @param {Array<{left: number, top: number, right: number, bottom: number}>} rects */
  function sendTiles(surface, rects) {
    for (const r of rects) send({ type: T.Png2Frame, ...r, data: encodePng(surface, r) });
  }

  function startDesktop() {
    begin();
    const scene = createScene({ width: o.width, height: o.height, desktopName: desktop.name, login });
    let queued = false;
    const flush = () => {
      queued = false;
      if (!closed) guard(() => sendTiles(scene.surface, scene.changes()));
    };
    const schedule = () => {
      if (queued) return;
      queued = true;
      setImmediate(flush);
    };
    flush();
    const clock = setInterval(schedule, 1000);
    timers.push(clock);
    const mods = { shift: false, ctrl: false };
    const st = scene.state;
    const type = (/** @type {string} */ text) => {
      const parts = text.replace(/\r\n?/g, '\n').split('\n');
      st.lines[st.lines.length - 1] += parts[0] ?? '';
      for (const p of parts.slice(1)) st.lines.push(p);
    };
    const sharing = createSharing({
      send,
      desktopName: desktop.name,
      audit: (event, code, fields) => recorder?.audit(event, code, fields),
      show: (view) => {
        st.share = view;
        schedule();
      },
    });

    onMessage = (m) => {
      switch (m.type) {
        case T.MouseMove:
          st.mouse = { x: m.x, y: m.y };
          recorder?.add(encodeTdp(m));
          return schedule();
        case T.MouseButton: {
          recorder?.add(encodeTdp(m));
          if (m.button !== 0) return;
          st.pressed = m.state === 1;
          if (st.pressed) {
            const icon = scene.iconAt(st.mouse.x, st.mouse.y);
            st.selectedIcon = icon;
            st.focus = icon === 2 ? 'notepad' : icon === 3 && st.share ? 'share' : scene.windowAt(st.mouse.x, st.mouse.y);
          }
          return schedule();
        }
        case T.MouseWheel:
          st.wheel += m.delta > 0 ? 1 : m.delta < 0 ? -1 : 0;
          return schedule();
        case T.KeyboardButton: {
          const down = m.state === 1;
          if (m.keyCode === SCANCODE.ShiftLeft || m.keyCode === SCANCODE.ShiftRight) mods.shift = down;
          if (m.keyCode === SCANCODE.ControlLeft || m.keyCode === SCANCODE.ControlRight) mods.ctrl = down;
          if (!down) return;
          if (mods.ctrl && m.keyCode === SCANCODE.KeyC) {
            const data = st.lines.join('\r\n');
            recorder?.audit('desktop.clipboard.receive', 'TDP03I', { length: Buffer.byteLength(data) });
            return send({ type: T.ClipboardData, data });
          }
          if (mods.ctrl && m.keyCode === SCANCODE.KeyV) type(st.clipboard);
          else if (m.keyCode === SCANCODE.F5) return sharing.key('F5');
          else if (m.keyCode === SCANCODE.F6) return sharing.key('F6');
          else if (m.keyCode === SCANCODE.F7) return sharing.key('F7');
          else if (m.keyCode === SCANCODE.F8) return sharing.key('F8');
          else if (m.keyCode === SCANCODE.Enter || m.keyCode === SCANCODE.NumpadEnter) st.lines.push('');
          else if (m.keyCode === SCANCODE.Backspace) {
            const last = st.lines[st.lines.length - 1] ?? '';
            if (last) st.lines[st.lines.length - 1] = last.slice(0, -1);
            else if (st.lines.length > 1) st.lines.pop();
          } else if (m.keyCode === SCANCODE.Tab) type('    ');
          else if (!mods.ctrl) {
            const ch = charOf(m.keyCode, mods.shift);
            if (ch === null) return;
            type(ch);
          } else return;
          st.focus = 'notepad';
          return schedule();
        }
        case T.ClipboardData:
          recorder?.audit('desktop.clipboard.send', 'TDP02I', { length: Buffer.byteLength(m.data) });
          st.clipboard = m.data;
          return schedule();
        case T.ClientScreenSpec:
          if (m.width < 1 || m.height < 1 || m.width > MAX_SCREEN || m.height > MAX_SCREEN) {
            return notify(`screen size ${m.width}x${m.height} ignored: it must be 1..${MAX_SCREEN} on each side`, 1);
          }
          if (m.width === scene.surface.width && m.height === scene.surface.height) return; // e.g. the spec sent on connect
          scene.resize(m.width, m.height);
          recorder?.add(encodeTdp(m));
          return schedule();
        case T.SharedDirectoryAnnounce:
          return sharing.announce(m);
        case T.ClientUsername:
        case T.Mfa:
          return; // the username came with the query; MFA is over
        default:
          if (m.type >= T.SharedDirectoryInfoResponse && m.type <= T.SharedDirectoryListResponse && m.type % 2 === 0) {
            sharing.reply(m);
            return;
          }
          notify(`unexpected ${tdpTypeName(m.type)} (${m.type}) message from the browser ignored`, 1);
      }
    };
  }

  function startBench() {
    begin();
    let bench = createBench(o.width, o.height);
    sendTiles(bench.surface, bench.full());
    const every = o.benchIntervalMs ?? 10;
    const ticker = setInterval(() => {
      // Skip a tick while the socket is backed up rather than queue frames without end.
      if (!closed && ws.bufferedAmount < 2 * 1024 * 1024) guard(() => sendTiles(bench.surface, bench.tick()));
    }, every);
    timers.push(ticker);
    onMessage = (m) => {
      if (m.type === T.KeyboardButton && m.state === 1) sendTiles(bench.surface, bench.key(m.keyCode));
      else if (m.type === T.ClientScreenSpec && m.width >= 1 && m.height >= 1 && m.width <= MAX_SCREEN && m.height <= MAX_SCREEN) {
        if (m.width === bench.surface.width && m.height === bench.surface.height) return;
        bench = createBench(m.width, m.height);
        sendTiles(bench.surface, bench.full());
      }
    };
  }
}
