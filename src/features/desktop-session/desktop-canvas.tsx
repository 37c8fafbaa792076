// The desktop's canvas: frames are painted by the FramePainter (outside React); mouse and
// keyboard go to the session in the remote screen's coordinates and scancodes. Keys go to the
// desktop only while the canvas has the focus; losing it releases every held key.
import { useEffect, useState } from 'react';
import type { RuntimeSlots } from './desktop-runtime';
import type { DesktopSession } from './desktop-session';
import { KeyTracker } from './scancodes';

export interface DesktopCanvasProps {
  session: DesktopSession;
  /** The remote screen's size: the canvas's pixels. */
  width: number;
  height: number;
  slots: RuntimeSlots;
  onFocusChange(focused: boolean): void;
  label: string;
}

const BUTTON: Record<number, 0 | 1 | 2 | undefined> = { 0: 0, 1: 1, 2: 2 };

/** A wheel event in TDP's terms: pixels, vertical > 0 scrolls up, horizontal > 0 scrolls left. */
export function wheelDeltas(e: { deltaX: number; deltaY: number; deltaMode: number }): { axis: 0 | 1; delta: number }[] {
  const scale = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? 800 : 1;
  const out: { axis: 0 | 1; delta: number }[] = [];
  if (e.deltaY) out.push({ axis: 0, delta: -e.deltaY * scale });
  if (e.deltaX) out.push({ axis: 1, delta: -e.deltaX * scale });
  return out;
}

/** Give the canvas a new pixel size, keeping what it showed in the top-left corner. */
export function resizeKeepingPicture(canvas: HTMLCanvasElement, width: number, height: number): void {
  if (canvas.width === width && canvas.height === height) return;
  let copy: HTMLCanvasElement | null = null;
  if (canvas.width > 0 && canvas.height > 0) {
    copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    copy.getContext('2d')?.drawImage(canvas, 0, 0);
  }
  canvas.width = width;
  canvas.height = height;
  if (copy) canvas.getContext('2d')?.drawImage(copy, 0, 0);
}

export function DesktopCanvas({ session, width, height, slots, onFocusChange, label }: DesktopCanvasProps) {
  const [keys] = useState(() => new KeyTracker((scancode, down) => session.key(scancode, down)));
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);

  // The canvas keeps its picture when the screen size changes (until the desktop repaints).
  useEffect(() => {
    if (canvas) resizeKeepingPicture(canvas, width, height);
  }, [canvas, width, height]);

  useEffect(() => {
    if (!canvas) return;
    const point = (e: MouseEvent) => {
      const r = canvas.getBoundingClientRect();
      const x = r.width ? ((e.clientX - r.left) * canvas.width) / r.width : 0;
      const y = r.height ? ((e.clientY - r.top) * canvas.height) / r.height : 0;
      return { x: Math.min(canvas.width - 1, Math.max(0, x)), y: Math.min(canvas.height - 1, Math.max(0, y)) };
    };
    const onMove = (e: MouseEvent) => {
      const p = point(e);
      session.mouseMove(p.x, p.y);
    };
    const onButton = (down: boolean) => (e: MouseEvent) => {
      const button = BUTTON[e.button];
      if (button === undefined) return;
      if (down) canvas.focus();
      const p = point(e);
      session.mouseMove(p.x, p.y);
      session.mouseButton(button, down);
    };
    const onDown = onButton(true);
    const onUp = onButton(false);
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      for (const { axis, delta } of wheelDeltas(e)) session.wheel(axis, delta);
    };
    const onKey = (down: boolean) => (e: KeyboardEvent) => {
      if (keys.key(e.code, down)) e.preventDefault();
    };
    const onKeyDown = onKey(true);
    const onKeyUp = onKey(false);
    const onContext = (e: Event) => e.preventDefault();
    const onBlur = () => {
      keys.releaseAll();
      onFocusChange(false);
    };
    const onFocus = () => onFocusChange(true);
    canvas.addEventListener('mousemove', onMove);
    canvas.addEventListener('mousedown', onDown);
    canvas.addEventListener('mouseup', onUp);
    canvas.addEventListener('wheel', onWheel, { passive: false });
    canvas.addEventListener('keydown', onKeyDown);
    canvas.addEventListener('keyup', onKeyUp);
    canvas.addEventListener('contextmenu', onContext);
    canvas.addEventListener('blur', onBlur);
    canvas.addEventListener('focus', onFocus);
    return () => {
      canvas.removeEventListener('mousemove', onMove);
      canvas.removeEventListener('mousedown', onDown);
      canvas.removeEventListener('mouseup', onUp);
      canvas.removeEventListener('wheel', onWheel);
      canvas.removeEventListener('keydown', onKeyDown);
      canvas.removeEventListener('keyup', onKeyUp);
      canvas.removeEventListener('contextmenu', onContext);
      canvas.removeEventListener('blur', onBlur);
      canvas.removeEventListener('focus', onFocus);
    };
  }, [canvas, keys, session, onFocusChange]);

  return (
    <canvas
      ref={(el) => {
        slots.setCanvas(el);
        setCanvas(el);
      }}
      className="desktop-canvas"
      tabIndex={0}
      aria-label={label}
      data-testid="desktop-canvas"
    />
  );
}
