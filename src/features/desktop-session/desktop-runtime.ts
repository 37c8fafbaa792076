// What a desktop page runs outside React: the session, the frame painter feeding the canvas, and
// the slots through which they reach the DOM and the page's current callbacks.
import { loadTokenRecord } from '@/api/token-record';
import { readerHook } from '@/platform/test-hooks';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import type { Severity } from '@/shared/wire/tdp-codec.mjs';
import { screenSize } from './debounce';
import { DesktopSession } from './desktop-session';
import { FramePainter } from './frame-painter';

/** Holds the page's elements and current callbacks (set from effects and ref callbacks). */
export class RuntimeSlots {
  canvas: HTMLCanvasElement | null = null;
  stage: HTMLElement | null = null;
  notify: (message: string, severity: Severity) => void = () => {};
  clipboard: (text: string) => void = () => {};
  setCanvas(el: HTMLCanvasElement | null): void {
    this.canvas = el;
  }
  setStage(el: HTMLElement | null): void {
    this.stage = el;
  }
  setCallbacks(notify: RuntimeSlots['notify'], clipboard: RuntimeSlots['clipboard']): void {
    this.notify = notify;
    this.clipboard = clipboard;
  }
}

/**
 * Paint as soon as frames are decoded (a microtask later, so frames decoded together share one
 * pass): the update reaches the very next frame the browser presents. Waiting for an animation
 * frame would add up to a frame of latency, and drawImage of a decoded bitmap is cheap.
 */
function schedulePaint(flush: () => void): void {
  queueMicrotask(flush);
}

/** A painter onto the slot's canvas: PNGs decoded off the main thread by createImageBitmap. */
export function canvasPainter(slots: { canvas: HTMLCanvasElement | null }, onError: (error: Error) => void): FramePainter<ImageBitmap> {
  return new FramePainter<ImageBitmap>({
    decode: (png) => createImageBitmap(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' })),
    draw: (bitmap, x, y) => slots.canvas?.getContext('2d')?.drawImage(bitmap, x, y),
    release: (bitmap) => bitmap.close(),
    schedule: schedulePaint,
    onError,
    // The benchmark's callback after each paint pass (bench/bench-desktop.mjs).
    onPainted: () => readerHook('desktopPainted')?.(),
  });
}

export function createDesktopRuntime(target: { clusterId: string; desktopName: string; username: string }) {
  const slots = new RuntimeSlots();
  const holder: { session?: DesktopSession } = {};
  const painter = canvasPainter(slots, (error) => holder.session?.frameFailed(error.message));
  const session = new DesktopSession({
    ...target,
    origin: window.location.origin,
    accessToken: () => loadTokenRecord()?.accessToken ?? null,
    openTransport: preferredTransport('binary', { storageKey: 'desktop.transport' }),
    size: () => (slots.stage ? screenSize(slots.stage.clientWidth, slots.stage.clientHeight) : { width: 1280, height: 720 }),
    frames: painter,
    onNotification: (message, severity) => slots.notify(message, severity),
    onClipboard: (text) => slots.clipboard(text),
  });
  holder.session = session;
  return { session, painter, slots };
}
