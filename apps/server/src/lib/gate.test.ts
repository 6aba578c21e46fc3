import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

/** A piece of work that ends when told to. */
function piece<T>(value: T) {
  let end!: (ok: boolean) => void;
  const done = new Promise<T>((resolve, reject) => {
    end = (ok) => (ok ? resolve(value) : reject(new Error(`piece ${String(value)} failed`)));
  });
  return { work: () => done, end };
}
const settle = () => new Promise((r) => setImmediate(r));

describe('gate', () => {
  it('runs at most its limit at once and lets the others in as places free, in arrival order', async () => {
    const gate = createGate(2);
    const started: number[] = [];
    const pieces = [0, 1, 2, 3].map((i) => piece(i));
    const results = pieces.map((p, i) =>
      gate.run(() => {
        started.push(i);
        return p.work();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    pieces[1].end(true);
    await settle();
    expect(started).toEqual([0, 1, 2]);
    pieces[0].end(true);
    pieces[2].end(true);
    pieces[3].end(true);
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a piece that fails, and passes its failure on', async () => {
    const gate = createGate(1);
    const first = piece('a');
    const second = piece('b');
    const a = gate.run(first.work);
    const b = gate.run(second.work);
    first.end(false);
    await expect(a).rejects.toThrow('piece a failed');
    await settle();
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    second.end(true);
    expect(await b).toBe('b');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below one', () => {
    expect(() => createGate(0)).toThrow();
  });
});
