import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch';

/** A loader that records each batch and answers `key * 10` for the keys it is given. */
function recorder(fail?: (keys: number[]) => boolean) {
  const batches: number[][] = [];
  const load = createBatcher(async (keys: number[]) => {
    batches.push(keys);
    if (fail?.(keys)) throw new Error('unreachable');
    return new Map(keys.filter((k) => k > 0).map((k) => [k, k * 10]));
  }, 3);
  return { batches, load };
}

describe('batcher', () => {
  it('loads the keys asked for in one turn of the event loop together, each caller getting its own', async () => {
    const { batches, load } = recorder();
    const answers = await Promise.all([load(1), load(2), load(2), load(-1)]);
    expect(answers).toEqual([10, 20, 20, undefined]);
    expect(batches).toEqual([[1, 2, -1]]);
  });

  it('never answers a key from a load that started before it was asked', async () => {
    const { batches, load } = recorder();
    const first = load(1);
    // Asked in the next turn, once the first load is out: a load of its own.
    await new Promise((r) => setImmediate(r));
    const second = load(1);
    expect(await Promise.all([first, second])).toEqual([10, 10]);
    expect(batches).toEqual([[1], [1]]);
  });

  it('splits a turn with more keys than a batch holds', async () => {
    const { batches, load } = recorder();
    expect(await Promise.all([1, 2, 3, 4, 5].map(load))).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails every caller of a failed load, and only them', async () => {
    const { load } = recorder((keys) => keys.includes(4));
    const results = await Promise.allSettled([1, 2, 3, 4].map(load));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(await load(1)).toBe(10);
  });

  it('fails the callers of a loader that throws before answering', async () => {
    const load = createBatcher<number, number>(() => {
      throw new Error('no statement');
    });
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow('no statement');
  });
});
