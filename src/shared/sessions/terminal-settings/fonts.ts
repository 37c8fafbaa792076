// Which of a short list of monospace fonts this browser has. A font is there when text set in it
// measures differently from the same text in a generic family (tried against two, in case the
// font is the generic one's own). Measured once, on a canvas; without a canvas (tests, a locked-down
// browser) the list is empty and the free field still takes any name.

export const MONOSPACE_CANDIDATES = [
  'JetBrains Mono',
  'Fira Code',
  'Fira Mono',
  'Source Code Pro',
  'Cascadia Code',
  'Cascadia Mono',
  'SF Mono',
  'Menlo',
  'Monaco',
  'Consolas',
  'Ubuntu Mono',
  'DejaVu Sans Mono',
  'Liberation Mono',
  'Noto Sans Mono',
  'Roboto Mono',
  'Courier New',
] as const;

const SAMPLE = 'mmmmmmmmmmlli10OO@#';

export type Measure = (font: string) => number | null;

function canvasMeasure(): Measure {
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    // Only where fonts are really laid out (every browser with the CSS Font Loading API; not jsdom).
    if ('fonts' in document) ctx = document.createElement('canvas').getContext('2d');
  } catch {
    ctx = null;
  }
  return (font) => {
    if (!ctx) return null;
    ctx.font = font;
    return ctx.measureText(SAMPLE).width;
  };
}

export function availableFonts(measure: Measure = canvasMeasure(), candidates: readonly string[] = MONOSPACE_CANDIDATES): string[] {
  const generic = ['monospace', 'serif'] as const;
  const base = generic.map((g) => measure(`32px ${g}`));
  if (base.some((w) => w === null)) return [];
  return candidates.filter((name) => generic.some((g, i) => measure(`32px "${name}", ${g}`) !== base[i]));
}

let cached: string[] | undefined;
/** The fonts of MONOSPACE_CANDIDATES this browser has (measured on the first call). */
export function installedMonospaceFonts(): string[] {
  cached ??= availableFonts();
  return cached;
}
