// The one place that reaches into xterm's private parts: its render service (through the
// terminal's `_core`; xterm 6 has no public hook for it) and the patching of one of its methods.
// Callers check the method they need and do nothing when the shape is not there.
import type { Terminal } from '@xterm/xterm';

/** xterm's render service of `t`, or null when its internals do not have the expected shape. */
export function renderServiceOf(t: Terminal): Record<string, unknown> | null {
  const service = (t as unknown as { _core?: { _renderService?: unknown } })._core?._renderService;
  return typeof service === 'object' && service !== null ? (service as Record<string, unknown>) : null;
}

/** The render service when it has `method` as a function (typed as `T`), else null. */
export function renderServiceWith<T>(t: Terminal, method: keyof T & string): T | null {
  const service = renderServiceOf(t);
  return service && typeof service[method] === 'function' ? (service as T) : null;
}

/**
 * Puts `replacement` in place of `target[name]` (it gets the original to call) and returns the
 * undo, which puts back exactly what was there: an own method, or none (the prototype's then shows).
 */
export function replaceMethod<T extends object, K extends keyof T>(target: T, name: K, replacement: (original: T[K]) => T[K]): () => void {
  const own = Object.prototype.hasOwnProperty.call(target, name);
  const original = target[name];
  target[name] = replacement(original);
  return () => {
    if (own) target[name] = original;
    else delete target[name];
  };
}
