// @ts-check
/**
 * The mock's Windows desktop, drawn into an RGBA surface: a wallpaper, four desktop icons, a
 * Notepad window with what was typed, a "Shared folder" window once the browser shares a
 * directory, a taskbar with a start button and a clock, and a pointer ring where the mouse is.
 *
 * `paint()` redraws everything; `changes()` compares with what was last sent and returns the
 * rectangles that differ (one per run of changed 32-row bands), so updates stay partial.
 * Layout (all in pixels of the current screen W x H):
 *   icons at x 16..96, y 16 + 84 i (Recycle Bin, This PC, Notepad, Shared);
 *   Notepad at x = round(W * 0.28), y = 56, 46 % of W wide, 52 % of H high (title bar 26 px);
 *   Shared folder window right of it; taskbar the bottom 40 px, clock at its right end.
 */
import { Surface, mix, textWidth } from './surface.mjs';

export const TASKBAR_H = 40;
const BAND = 32;
const C = {
  wallTop: 0x1d5fa8,
  wallBottom: 0x0a2447,
  taskbar: 0x1b2230,
  start: 0x4aa3ff,
  titleActive: 0x2b579a,
  titleIdle: 0x6b7a90,
  window: 0xffffff,
  ink: 0x111111,
  chrome: 0xe8ecf2,
  selected: 0x7fb2ef,
  white: 0xffffff,
  muted: 0x55606e,
  ring: 0xffd23f,
};
export const ICONS = Object.freeze(['Recycle Bin', 'This PC', 'Notepad', 'Shared']);

/**
 * @typedef {{ name: string, isDir: boolean, size: number }} ShareEntry
 * @typedef {{ name: string, entries: ShareEntry[], preview: string, status: string }} ShareView
 */

/** @param {number} width @param {number} height */
export function layout(width, height) {
  const notepad = { x: Math.round(width * 0.28), y: 56, w: Math.round(width * 0.46), h: Math.round(height * 0.52) };
  const sx = notepad.x + notepad.w + 16;
  const share = { x: sx, y: 96, w: Math.max(200, width - sx - 16), h: Math.round(height * 0.5) };
  if (share.x + share.w > width) Object.assign(share, { x: 16 + 110, y: notepad.y + notepad.h + 12, w: notepad.w, h: 180 });
  return { notepad, share, icon: (/** @type {number} */ i) => ({ x: 16, y: 16 + 84 * i, w: 80, h: 76 }) };
}

/**
 * Notepad: its window, the typed lines with the caret, and the status line (position,
 * clipboard, wheel).
 * @param {Surface} s
 * @param {{ x: number, y: number, w: number, h: number }} n  where the window is
 * @param {{ focus: string, lines: string[], clipboard: string, wheel: number }} state
 */
function paintNotepad(s, n, state) {
  s.fill(n.x, n.y, n.w, n.h, C.window);
  s.frame(n.x, n.y, n.w, n.h, C.muted);
  s.fill(n.x, n.y, n.w, 26, state.focus === 'notepad' ? C.titleActive : C.titleIdle);
  s.text(n.x + 10, n.y + 8, 'UNTITLED - NOTEPAD', C.white);
  s.fill(n.x + n.w - 26, n.y + 5, 16, 16, 0xc42b1c);
  const lineH = 14;
  const rows = Math.max(1, Math.floor((n.h - 26 - 30) / lineH));
  const shown = state.lines.slice(-rows);
  shown.forEach((line, i) => {
    const maxChars = Math.floor((n.w - 20) / 8);
    const visible = line.length > maxChars ? line.slice(line.length - maxChars) : line;
    const end = s.text(n.x + 10, n.y + 34 + i * lineH, visible, C.ink);
    if (i === shown.length - 1 && state.focus === 'notepad') s.fill(end, n.y + 32 + i * lineH, 2, 12, C.ink);
  });
  s.fill(n.x + 1, n.y + n.h - 22, n.w - 2, 21, C.chrome);
  const last = state.lines[state.lines.length - 1] ?? '';
  const clip = state.clipboard ? `CLIPBOARD: ${state.clipboard.replace(/\s+/g, ' ').slice(0, 24)}` : 'CLIPBOARD: EMPTY';
  s.text(
    n.x + 8,
    n.y + n.h - 16,
    `LN ${state.lines.length}, COL ${last.length + 1}   ${clip}   WHEEL ${state.wheel}`,
    C.muted,
    1,
    n.w - 16,
  );
}

/**
 * @param {{ width: number, height: number, desktopName: string, login: string, now?: () => Date }} o
 */
export function createScene(o) {
  const now = o.now ?? (() => new Date());
  let surface = new Surface(o.width, o.height);
  /** @type {Uint32Array | null} what the client has (null: nothing yet, send everything) */
  let sent = null;
  const state = {
    mouse: { x: -100, y: -100 },
    pressed: false,
    selectedIcon: -1,
    focus: /** @type {'notepad' | 'share' | 'desktop'} */ ('notepad'),
    lines: [''],
    clipboard: '',
    wheel: 0,
    /** @type {ShareView | null} */
    share: null,
  };

  function paint() {
    const s = surface;
    const { width: W, height: H } = s;
    const L = layout(W, H);
    s.gradient(0, 0, W, H - TASKBAR_H, C.wallTop, C.wallBottom);
    s.text(W - textWidth(o.desktopName, 2) - 16, H - TASKBAR_H - 22, o.desktopName, mix(C.wallBottom, C.white, 0.5));

    ICONS.forEach((label, i) => {
      const r = L.icon(i);
      if (state.selectedIcon === i) s.fill(r.x - 4, r.y - 4, r.w + 8, r.h + 8, C.selected);
      s.fill(r.x + 16, r.y, 48, 44, [0x9aa5b1, 0x3d8bd6, 0xf2f2f2, 0xf0b429][i] ?? C.white);
      s.frame(r.x + 16, r.y, 48, 44, C.ink);
      const text = label.toUpperCase();
      s.text(r.x + 40 - textWidth(text, 1) / 2, r.y + 52, text, C.white, 1);
    });

    paintNotepad(s, L.notepad, state);

    if (state.share) paintShare(s, L.share, state.share, state.focus === 'share');

    // Taskbar
    s.fill(0, H - TASKBAR_H, W, TASKBAR_H, C.taskbar);
    for (const [dx, dy] of [
      [0, 0],
      [11, 0],
      [0, 11],
      [11, 11],
    ])
      s.fill(12 + (dx ?? 0), H - 31 + (dy ?? 0), 10, 10, C.start);
    s.fill(48, H - 34, 120, 28, state.focus === 'notepad' ? 0x34405a : 0x262f40);
    s.text(56, H - 24, 'NOTEPAD', C.white);
    if (state.share) {
      s.fill(176, H - 34, 120, 28, state.focus === 'share' ? 0x34405a : 0x262f40);
      s.text(184, H - 24, 'SHARED', C.white);
    }
    const t = now();
    const clock = `${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
    s.text(W - textWidth(clock) - 16, H - 30, clock, C.white);
    const date = `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
    s.text(W - textWidth(date, 1) - 16, H - 14, date, 0xb8c4d4, 1);

    // Pointer ring (the browser draws its own cursor; this shows the desktop saw the move/click)
    const { x, y } = state.mouse;
    const rc = state.pressed ? 0xff5a36 : C.ring;
    s.frame(x - 7, y - 7, 15, 15, rc);
    s.frame(x - 6, y - 6, 13, 13, rc);
    s.fill(x - 1, y - 1, 3, 3, rc);
  }

  /** @returns {Array<{left: number, top: number, right: number, bottom: number}>} */
  function changes() {
    paint();
    const cur = new Uint32Array(surface.data.buffer, surface.data.byteOffset, surface.width * surface.height);
    const W = surface.width;
    const H = surface.height;
    /** @type {Array<{left: number, top: number, right: number, bottom: number}>} */
    const rects = [];
    if (!sent) {
      rects.push({ left: 0, top: 0, right: W, bottom: H });
    } else {
      /** @type {{left: number, top: number, right: number, bottom: number} | null} */
      let open = null;
      for (let top = 0; top < H; top += BAND) {
        const bottom = Math.min(H, top + BAND);
        let minX = W;
        let maxX = -1;
        for (let y = top; y < bottom; y++) {
          const row = y * W;
          let x = 0;
          while (x < W && cur[row + x] === sent[row + x]) x++;
          if (x === W) continue;
          let xr = W - 1;
          while (cur[row + xr] === sent[row + xr]) xr--;
          if (x < minX) minX = x;
          if (xr > maxX) maxX = xr;
        }
        if (maxX < 0) {
          if (open) rects.push(open);
          open = null;
        } else if (open) {
          open = { left: Math.min(open.left, minX), top: open.top, right: Math.max(open.right, maxX + 1), bottom };
        } else {
          open = { left: minX, top, right: maxX + 1, bottom };
        }
      }
      if (open) rects.push(open);
    }
    sent = cur.slice();
    return rects;
  }

  return {
    state,
    get surface() {
      return surface;
    },
    paint,
    changes,
    /** A new screen size: everything is sent again. @param {number} width @param {number} height */
    resize(width, height) {
      surface = new Surface(width, height);
      sent = null;
    },
    /** Which icon (or -1) is at a point. @param {number} x @param {number} y */
    iconAt(x, y) {
      const L = layout(surface.width, surface.height);
      return ICONS.findIndex((_, i) => {
        const r = L.icon(i);
        return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
      });
    },
    /** @param {number} x @param {number} y @returns {'notepad' | 'share' | 'desktop'} */
    windowAt(x, y) {
      const L = layout(surface.width, surface.height);
      const inside = (/** @type {{x: number, y: number, w: number, h: number}} */ r) =>
        x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
      if (state.share && inside(L.share)) return 'share';
      if (inside(L.notepad)) return 'notepad';
      return 'desktop';
    },
  };
}

/** @param {Surface} s @param {{x: number, y: number, w: number, h: number}} r @param {ShareView} v @param {boolean} active */
function paintShare(s, r, v, active) {
  s.fill(r.x, r.y, r.w, r.h, C.window);
  s.frame(r.x, r.y, r.w, r.h, C.muted);
  s.fill(r.x, r.y, r.w, 26, active ? C.titleActive : C.titleIdle);
  s.text(r.x + 10, r.y + 8, `SHARED FOLDER: ${v.name}`, C.white, 2, r.w - 20);
  let y = r.y + 34;
  const maxW = r.w - 20;
  const rows = Math.max(1, Math.floor((r.h - 26 - 90) / 12));
  for (const e of v.entries.slice(0, rows)) {
    s.text(r.x + 10, y, e.isDir ? `[DIR] ${e.name}` : `${e.name}  (${e.size} B)`, C.ink, 1, maxW);
    y += 12;
  }
  if (!v.entries.length) s.text(r.x + 10, y, '(EMPTY)', C.muted, 1, maxW);
  const by = r.y + r.h - 80;
  s.fill(r.x + 1, by, r.w - 2, 79, C.chrome);
  s.text(r.x + 10, by + 6, v.preview ? `FIRST BYTES: ${v.preview}` : 'FIRST BYTES: -', C.ink, 1, maxW);
  s.text(r.x + 10, by + 22, v.status, C.muted, 1, maxW);
  s.text(r.x + 10, by + 40, 'F5 REFRESH  F6 CREATE FILE', C.muted, 1, maxW);
  s.text(r.x + 10, by + 54, 'F7 RENAME IT  F8 DELETE IT', C.muted, 1, maxW);
}

/** @param {number} n */
const pad = (n) => String(n).padStart(2, '0');
