// @ts-check
/**
 * The benchmark desktop (BENCH_DESKTOP): a flat screen where a box slides and a frame counter
 * runs, redrawn every tick (~80 a second) as small PNG2 tiles of exactly what moved. A key press
 * recolours the "last key" panel at the top right and is sent at once, so the browser can time
 * key-press-to-changed-pixels. No diffing: the bench knows what it drew.
 */
import { Surface, textWidth } from './surface.mjs';

const BG = 0x203040;
const BOX = { w: 120, h: 80 };
const KEY_COLORS = [0xe4572e, 0x17bebb, 0xffc914, 0x76b041, 0x9b5de5];

/** @typedef {{ left: number, top: number, right: number, bottom: number }} Rect */

/** @param {number} width @param {number} height */
export function createBench(width, height) {
  const s = new Surface(width, height);
  let frame = 0;
  let keys = 0;
  let lastKey = 0;
  /** @type {{x: number, y: number} | null} */
  let box = null;
  const keyPanel = { x: Math.max(0, width - 240), y: 16, w: 224, h: 96 };
  const counter = { x: 16, y: 48, w: 360, h: 24 };

  s.fill(0, 0, width, height, BG);
  s.text(16, 16, 'MOCK BENCH DESKTOP', 0xffffff, 3);

  /** @param {number} x @param {number} y @param {number} w @param {number} h @returns {Rect} */
  const rect = (x, y, w, h) => ({
    left: Math.max(0, x),
    top: Math.max(0, y),
    right: Math.min(width, x + w),
    bottom: Math.min(height, y + h),
  });

  function drawKeyPanel() {
    const p = keyPanel;
    s.fill(p.x, p.y, p.w, p.h, keys ? (KEY_COLORS[keys % KEY_COLORS.length] ?? BG) : 0x394a5e);
    const label = keys ? `KEY 0X${lastKey.toString(16).toUpperCase()} #${keys}` : 'PRESS A KEY';
    s.text(p.x + (p.w - textWidth(label)) / 2, p.y + p.h / 2 - 5, label, 0x000000);
    return rect(p.x, p.y, p.w, p.h);
  }

  return {
    surface: s,
    /** Everything, for the first frame. @returns {Rect[]} */
    full() {
      drawKeyPanel();
      return [rect(0, 0, width, height)];
    },
    /** One animation step: the box moves, the counter counts. @returns {Rect[]} */
    tick() {
      frame++;
      const span = Math.max(1, width - BOX.w);
      const t = (frame * 6) % (2 * span);
      const x = t < span ? t : 2 * span - t;
      const y = Math.max(0, Math.round(height / 2 - BOX.h / 2));
      const old = box;
      if (old) s.fill(old.x, old.y, BOX.w, BOX.h, BG);
      s.fill(x, y, BOX.w, BOX.h, 0xf25f5c);
      s.text(x + 12, y + BOX.h / 2 - 5, `${frame % 1000}`.padStart(3, '0'), 0xffffff);
      box = { x, y };
      const left = Math.min(x, old?.x ?? x);
      const right = Math.max(x, old?.x ?? x) + BOX.w;
      s.fill(counter.x, counter.y, counter.w, counter.h, BG);
      s.text(counter.x, counter.y + 4, `FRAME ${frame}`, 0xb8c4d4);
      return [rect(left, y, right - left, BOX.h), rect(counter.x, counter.y, counter.w, counter.h)];
    },
    /** A key went down. @param {number} scancode @returns {Rect[]} */
    key(scancode) {
      keys++;
      lastKey = scancode;
      return [drawKeyPanel()];
    },
  };
}
