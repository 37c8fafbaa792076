import { describe, expect, it } from 'vitest';
import { FramePainter } from './frame-painter';

interface Deferred {
  png: number;
  resolve: (b: string) => void;
  reject: (e: Error) => void;
}

function setup() {
  const decodes: Deferred[] = [];
  const drawn: string[] = [];
  const released: string[] = [];
  const errors: Error[] = [];
  const passes: number[] = [];
  let scheduled: (() => void)[] = [];
  const painter = new FramePainter<string>(
    {
      decode: (png) =>
        new Promise<string>((resolve, reject) => {
          decodes.push({ png: png[0]!, resolve, reject });
        }),
      draw: (b, x, y) => drawn.push(`${b}@${x},${y}`),
      release: (b) => released.push(b),
      schedule: (f) => scheduled.push(f),
      onError: (e) => errors.push(e),
      onPainted: (n) => passes.push(n),
    },
    () => 42,
  );
  const frame = (n: number) => ({ left: n, top: n * 2, data: new Uint8Array([n]) });
  const tick = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  const animationFrame = () => {
    const run = scheduled;
    scheduled = [];
    for (const f of run) f();
  };
  return { painter, decodes, drawn, released, errors, passes, frame, tick, animationFrame, pendingFlushes: () => scheduled.length };
}

describe('FramePainter', () => {
  it('paints in arrival order although decodes finish out of order', async () => {
    const t = setup();
    for (const n of [1, 2, 3]) t.painter.push(t.frame(n));
    t.decodes[2]!.resolve('c');
    t.decodes[1]!.resolve('b');
    await t.tick();
    expect(t.pendingFlushes()).toBe(0); // the first frame is not decoded yet: nothing may paint
    t.decodes[0]!.resolve('a');
    await t.tick();
    t.animationFrame();
    expect(t.drawn).toEqual(['a@1,2', 'b@2,4', 'c@3,6']);
    expect(t.released).toEqual(['a', 'b', 'c']);
    expect(t.painter.stats()).toMatchObject({ received: 3, painted: 3, pending: 0, passes: 1, lastPaintAt: 42 });
  });

  it('coalesces: frames ready by the next animation frame are painted in one pass, none dropped', async () => {
    const t = setup();
    for (let n = 0; n < 20; n++) t.painter.push(t.frame(n));
    t.decodes.forEach((d, i) => d.resolve(`f${i}`));
    await t.tick();
    expect(t.pendingFlushes()).toBe(1);
    t.animationFrame();
    expect(t.drawn).toHaveLength(20);
    expect(t.painter.stats().passes).toBe(1);
    expect(t.passes).toEqual([20]);
    t.painter.push(t.frame(99));
    t.decodes[20]!.resolve('late');
    await t.tick();
    t.animationFrame();
    expect(t.drawn.at(-1)).toBe('late@99,198');
    expect(t.painter.stats()).toMatchObject({ painted: 21, passes: 2 });
  });

  it('waits at a slow frame and goes on once it decodes', async () => {
    const t = setup();
    t.painter.push(t.frame(1));
    t.decodes[0]!.resolve('a');
    await t.tick();
    t.painter.push(t.frame(2));
    t.painter.push(t.frame(3));
    t.decodes[1]!.resolve('b');
    t.animationFrame();
    await t.tick();
    t.animationFrame();
    expect(t.drawn).toEqual(['a@1,2', 'b@2,4']);
    t.decodes[2]!.resolve('c');
    await t.tick();
    t.animationFrame();
    expect(t.drawn).toEqual(['a@1,2', 'b@2,4', 'c@3,6']);
  });

  it('reports a frame that does not decode once and paints nothing after it', async () => {
    const t = setup();
    t.painter.push(t.frame(1));
    t.painter.push(t.frame(2));
    t.decodes[1]!.resolve('b');
    t.decodes[0]!.reject(new Error('bad png'));
    await t.tick();
    t.animationFrame();
    expect(t.errors).toHaveLength(1);
    expect(t.errors[0]!.message).toMatch(/could not be decoded/);
    expect(t.drawn).toEqual([]);
    t.painter.push(t.frame(3));
    expect(t.decodes).toHaveLength(2);
  });

  it('drops the frames of an old connection on reset', async () => {
    const t = setup();
    t.painter.push(t.frame(1));
    t.painter.reset();
    t.painter.push(t.frame(2));
    t.decodes[0]!.resolve('old');
    t.decodes[1]!.resolve('new');
    await t.tick();
    t.animationFrame();
    expect(t.drawn).toEqual(['new@2,4']);
    expect(t.released).toContain('old');
  });
});
