import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { merged } from './merged';

describe('merged', () => {
  it('is the spread of both, the second winning', () => {
    const base = { pageNum: 2, pageSize: 20, testedFrom: '2026-12-01' };
    const out = merged(base, { testedFrom: new Date(0), testedTo: undefined });
    expect(out).toEqual({ pageNum: 2, pageSize: 20, testedFrom: new Date(0), testedTo: undefined });
    expect(Object.keys(out)).toEqual(['pageNum', 'pageSize', 'testedFrom', 'testedTo']);
    expect(base.testedFrom).toBe('2026-12-01');
  });

  it("gives every call's object one hidden class, where a spread with keys added makes one per call", () => {
    // Asked of V8 itself, in a process that may ask (`%HaveSameMap`).
    const url = pathToFileURL(`${import.meta.dirname}/merged.ts`).href;
    const script = `
      import { merged } from ${JSON.stringify(url)};
      const viaMerged = (i) => merged({ pageNum: 1, pageSize: i }, { testedFrom: undefined, testedTo: i });
      const viaSpread = (i) => ({ ...{ pageNum: 1, pageSize: i }, testedFrom: undefined, testedTo: i });
      // The object spread's inline cache takes its fast path after a few calls: asked after 50.
      const lastTwo = (make) => { const made = Array.from({ length: 50 }, (_, i) => make(i)); return made.slice(-2); };
      const [m1, m2] = lastTwo(viaMerged);
      const [s1, s2] = lastTwo(viaSpread);
      console.log(JSON.stringify({ merged: %HaveSameMap(m1, m2), spread: %HaveSameMap(s1, s2) }));`;
    const out = execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    const same = JSON.parse(out) as { merged: boolean; spread: boolean };
    expect(same.merged).toBe(true);
    // What the helper is for, on this Node (20's V8): a V8 that keeps those maps may drop it.
    if (same.spread)
      console.info('this V8 keeps the maps of spread objects that grow: merged() is no longer needed');
  });
});
