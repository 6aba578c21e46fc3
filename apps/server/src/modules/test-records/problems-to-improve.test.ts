import { describe, expect, it } from 'vitest';
import { healthyFrom, problemsToImprove } from './problems-to-improve';

const LEVELS = [
  { minScore: 0, maxScore: 39 },
  { minScore: 40, maxScore: 59 },
  { minScore: 60, maxScore: 79 },
  { minScore: 80, maxScore: 100 },
];

describe('problems to improve', () => {
  it('are the dimensions below the healthiest level, in the report order', () => {
    const report = [
      { code: 'acne', score: 22 },
      { code: 'pores', score: 61 },
      { code: 'moisture', score: 79 },
      { code: 'spots', score: 80 },
      { code: 'redness', score: 95 },
    ];
    expect(problemsToImprove(report, LEVELS).map((p) => p.code)).toEqual(['acne', 'pores', 'moisture']);
  });

  it('follow the levels in whatever order they come, and judge nothing without levels', () => {
    expect(healthyFrom([...LEVELS].reverse())).toBe(80);
    expect(
      healthyFrom([
        { minScore: 0, maxScore: 49 },
        { minScore: 50, maxScore: 90 },
      ]),
    ).toBe(50);
    expect(problemsToImprove([{ score: 3 }], [])).toEqual([]);
  });
});
