import { describe, expect, it } from 'vitest';
import { createBatcher, createSharedRead } from './batch';

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

describe('shared read', () => {
  /** A read that records each run and answers its key with the run's number. */
  function counter() {
    const runs: string[] = [];
    const read = createSharedRead(async (key: string) => {
      runs.push(key);
      return { key, run: runs.length };
    });
    return { runs, read };
  }

  it('runs once per key for the callers of one turn, each of them answered', async () => {
    const { runs, read } = counter();
    const answers = await Promise.all([read('a'), read('a'), read('b'), read('a')]);
    expect(runs).toEqual(['a', 'b']);
    expect(answers.map((a) => a.key)).toEqual(['a', 'a', 'b', 'a']);
    expect(answers[0]).toBe(answers[1]);
  });

  it('runs again for a caller who asks after a run went out, never answering it from before', async () => {
    const { runs, read } = counter();
    const first = read('a');
    await new Promise((r) => setImmediate(r));
    const second = read('a');
    const [one, two] = await Promise.all([first, second]);
    expect(runs).toEqual(['a', 'a']);
    expect([one.run, two.run]).toEqual([1, 2]);
  });

  it('answers everyone who asked while a run was out with one run after it, begun after they asked', async () => {
    const runs: { key: string; began: number }[] = [];
    let release: () => void = () => {};
    let clock = 0;
    const read = createSharedRead(async (key: string) => {
      const run = runs.push({ key, began: ++clock });
      if (run === 1) await new Promise<void>((r) => (release = r));
      return run;
    });
    const turn = () => new Promise((r) => setImmediate(r));
    const first = read('a');
    await turn();
    // Three callers in three turns while the first run is out, and one of another key.
    const asked: number[] = [];
    const later = [];
    for (let i = 0; i < 3; i++) {
      asked.push(++clock);
      later.push(read('a'));
      await turn();
    }
    const other = read('b');
    await turn();
    expect(runs.map((r) => r.key)).toEqual(['a', 'b']);
    release();
    const answers = await Promise.all([first, ...later, other]);
    expect(runs.map((r) => r.key)).toEqual(['a', 'b', 'a']);
    expect(answers).toEqual([1, 3, 3, 3, 2]);
    // The shared run began after the last of its callers asked.
    expect(runs[2].began).toBeGreaterThan(Math.max(...asked));
  });

  it('starts the next run anyway when the one out hangs past the wait', async () => {
    let runs = 0;
    const read = createSharedRead(
      (key: string) => {
        runs++;
        // The first run never settles, as on a connection lost mid-statement.
        return runs === 1 ? new Promise<string>(() => {}) : Promise.resolve(`${key}${runs}`);
      },
      (key) => key,
      20,
    );
    void read('a');
    await new Promise((r) => setImmediate(r));
    expect(await read('a')).toBe('a2');
  });

  it('runs the request of its first caller, shared by the key a request names', async () => {
    const seen: string[] = [];
    const read = createSharedRead(
      async (request: { who: string; scope: string }) => {
        seen.push(request.who);
        return request.scope.toUpperCase();
      },
      (request) => request.scope,
    );
    const answers = await Promise.all([
      read({ who: 'ann', scope: 'x' }),
      read({ who: 'bob', scope: 'x' }),
      read({ who: 'cy', scope: 'y' }),
    ]);
    expect(answers).toEqual(['X', 'X', 'Y']);
    expect(seen).toEqual(['ann', 'cy']);
  });

  it('fails every caller of a failed run, and the next turn reads again', async () => {
    let fail = true;
    const read = createSharedRead(async (key: string) => {
      if (fail) throw new Error(`no ${key}`);
      return key;
    });
    const failed = await Promise.allSettled([read('a'), read('a')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('a')).toBe('a');
  });
});
