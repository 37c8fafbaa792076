// @ts-check
/**
 * An RGBA drawing surface for the desktop mock: filled rectangles, frames, gradients and text in
 * a home-made 3x5 pixel font (scaled).
 * Little-endian hosts only (the fast fill writes 32-bit words), which is every Node platform here.
 */

/** @typedef {{ left: number, top: number, right: number, bottom: number }} Rect */

// 3x5 glyphs, one octal digit a row (4 = left pixel, 2 = middle, 1 = right). Lower case draws as upper case.
/** @type {Record<string, string>} */
const GLYPHS = {
  A: '25755', B: '65656', C: '34443', D: '65556', E: '74647', F: '74644', G: '34553', H: '55755', I: '72227',
  J: '11152', K: '55655', L: '44447', M: '57755', N: '65555', O: '25552', P: '65644', Q: '25563', R: '65655',
  S: '34216', T: '72222', U: '55557', V: '55552', W: '55775', X: '55255', Y: '55222', Z: '71247',
  0: '75557', 1: '26227', 2: '61247', 3: '61216', 4: '55711', 5: '74616', 6: '34757', 7: '71222', 8: '75757', 9: '75716',
  ' ': '00000', '.': '00002', ',': '00022', ':': '02020', ';': '02022', '!': '22202', '?': '61202', '-': '00700',
  _: '00007', '+': '02720', '=': '07070', '/': '11244', '\\': '44211', '(': '24442', ')': '42224', '[': '64446',
  ']': '31113', "'": '22000', '"': '55000', '#': '57575', '@': '25743', '*': '52725', '<': '12421', '>': '42124',
  '&': '25253', '%': '41241', $: '36336', '^': '25000', '~': '03600', '`': '42000', '|': '22222', '{': '32623', '}': '62326',
};
const UNKNOWN = '75557';

/** Width of `text` in pixels at `scale`. @param {string} text @param {number} [scale] */
export function textWidth(text, scale = 2) {
  return text.length * 4 * scale;
}

export class Surface {
  /** @param {number} width @param {number} height */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.data = new Uint8Array(width * height * 4);
    /** The same pixels as 32-bit words (little-endian: 0xAABBGGRR), for fast fills. */
    this.words = new Uint32Array(this.data.buffer);
  }

  /** @param {number} x @param {number} y @param {number} w @param {number} h @param {number} rgb 0xRRGGBB */
  fill(x, y, w, h, rgb) {
    const r = clip(this, x, y, w, h);
    if (!r) return;
    const word = (0xff000000 | ((rgb & 255) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 255)) >>> 0;
    for (let yy = r.top; yy < r.bottom; yy++) this.words.fill(word, yy * this.width + r.left, yy * this.width + r.right);
  }

  /** A vertical gradient from `top` to `bottom` colour. @param {number} x @param {number} y @param {number} w @param {number} h @param {number} from @param {number} to */
  gradient(x, y, w, h, from, to) {
    for (let i = 0; i < h; i++) {
      const t = h > 1 ? i / (h - 1) : 0;
      this.fill(x, y + i, w, 1, mix(from, to, t));
    }
  }

  /** A 1-pixel frame. @param {number} x @param {number} y @param {number} w @param {number} h @param {number} rgb */
  frame(x, y, w, h, rgb) {
    this.fill(x, y, w, 1, rgb);
    this.fill(x, y + h - 1, w, 1, rgb);
    this.fill(x, y, 1, h, rgb);
    this.fill(x + w - 1, y, 1, h, rgb);
  }

  /**
   * Draw text; returns the x after it. Characters past `maxWidth` are left out.
   * @param {number} x @param {number} y @param {string} text @param {number} rgb @param {number} [scale] @param {number} [maxWidth]
   */
  text(x, y, text, rgb, scale = 2, maxWidth = Infinity) {
    for (const ch of text) {
      if (x + 3 * scale > this.width || 3 * scale > maxWidth) break;
      const glyph = GLYPHS[ch.toUpperCase()] ?? UNKNOWN;
      for (let row = 0; row < 5; row++) {
        const bits = Number(glyph[row]);
        for (let col = 0; col < 3; col++) if (bits & (4 >> col)) this.fill(x + col * scale, y + row * scale, scale, scale, rgb);
      }
      x += 4 * scale;
      maxWidth -= 4 * scale;
    }
    return x;
  }

  /** The RGBA of one pixel (tests). @param {number} x @param {number} y */
  pixel(x, y) {
    const o = (y * this.width + x) * 4;
    return [this.data[o], this.data[o + 1], this.data[o + 2], this.data[o + 3]];
  }
}

/** @param {Surface} s @param {number} x @param {number} y @param {number} w @param {number} h @returns {Rect | null} */
function clip(s, x, y, w, h) {
  const left = Math.max(0, Math.floor(x));
  const top = Math.max(0, Math.floor(y));
  const right = Math.min(s.width, Math.floor(x + w));
  const bottom = Math.min(s.height, Math.floor(y + h));
  return right > left && bottom > top ? { left, top, right, bottom } : null;
}

/** @param {number} a @param {number} b @param {number} t */
export function mix(a, b, t) {
  const ch = (/** @type {number} */ shift) => Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t);
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}
