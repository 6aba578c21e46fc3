import type { DetailInForce } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import type { ReportCatalogue } from '../../data/report-catalogue';
import { buildProblems, compositeScore, levelOf, makeProblems, reportChanges, severityOf } from './report';

const at = new Date('2026-01-01T00:00:00Z');
const detail = (diseaseId: number, levelId: number, extra: Partial<DetailInForce> = {}) =>
  ({
    id: diseaseId * 10 + levelId,
    diseaseId,
    imageTypeId: null,
    levelId,
    solution: `care ${diseaseId}/${levelId}`,
    introduction: `symptoms ${diseaseId}/${levelId}`,
    impact: null,
    improve: null,
    remark: null,
    goodsIds: [],
    planIds: [],
    overriddenBy: null,
    ownOverride: false,
    isDefault: true,
    updatedAt: at.toISOString(),
    ...extra,
  }) as DetailInForce;
const catalogue = (details: DetailInForce[]): ReportCatalogue =>
  ({
    levels: [
      { id: 1, name: 'Severe', minScore: 0, maxScore: 39 },
      { id: 2, name: 'Moderate', minScore: 40, maxScore: 59 },
      { id: 3, name: 'Healthy', minScore: 60, maxScore: 100 },
    ],
    dimensions: [
      { id: 1, code: 'pores', name: 'Pores', nameEn: 'Pores', sort: 0 },
      { id: 2, code: 'acne', name: 'Acne', nameEn: 'Acne', sort: 1 },
    ],
    details,
    goods: [
      { id: 7, name: 'Serum', type: 'product', price: 9900, iconFileId: null, purpose: null },
      { id: 8, name: 'Mask', type: 'product', price: 4900, iconFileId: null, purpose: null },
    ],
    plans: [{ id: 3, name: 'Deep clean', nursingSite: 'face', solution: null }],
  }) as unknown as ReportCatalogue;

describe('report', () => {
  it('composite score is the mean rounded half up', () => {
    expect(compositeScore([{ score: 35 }, { score: 72 }, { score: 90 }])).toBe(66);
    expect(compositeScore([{ score: 50 }, { score: 51 }])).toBe(51);
    expect(compositeScore([])).toBe(0);
  });

  it('finds the level by score range, inclusive at both ends', () => {
    const { levels } = catalogue([]);
    expect(levelOf(levels, 39)?.name).toBe('Severe');
    expect(levelOf(levels, 40)?.name).toBe('Moderate');
    expect(levelOf(levels, 100)?.name).toBe('Healthy');
  });

  it('judges severity by the levels: healthy at the best level, then mild, moderate, severe', () => {
    const four = [
      { minScore: 0, maxScore: 39 },
      { minScore: 40, maxScore: 59 },
      { minScore: 60, maxScore: 79 },
      { minScore: 80, maxScore: 100 },
    ];
    expect([90, 80, 79, 60, 59, 40, 39, 0].map((s) => severityOf(four, s))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    // Two levels: the lower one is severe; three: moderate, then severe.
    expect(severityOf(four.slice(2), 70)).toBe(3);
    expect(severityOf(four.slice(1), 50)).toBe(3);
    expect(severityOf(four.slice(1), 65)).toBe(2);
    // A gap between levels counts as the level below it; below every level, the worst.
    expect(severityOf([four[0], four[3]], 60)).toBe(3);
    expect(severityOf([four[1], four[3]], 10)).toBe(3);
    expect(severityOf([], 50)).toBeNull();
  });

  it('lists problems worst first with the advice of their level and its linked goods and plans', () => {
    const report = buildProblems(
      [
        { diseaseId: 2, score: 45 },
        { diseaseId: 1, score: 12 },
      ],
      catalogue([detail(1, 1, { goodsIds: [8, 7, 99], planIds: [3] }), detail(2, 2, { goodsIds: [7] })]),
    );
    expect(report.problems.map((p) => [p.code, p.level?.name, p.solution])).toEqual([
      ['pores', 'Severe', 'care 1/1'],
      ['acne', 'Moderate', 'care 2/2'],
    ]);
    // Unknown (deleted or off-shelf) goods are left out; each recommended once, in order.
    expect(report.problems[0].goods.map((g) => g.id)).toEqual([8, 7]);
    expect(report.recommendedGoods.map((g) => g.id)).toEqual([8, 7]);
    expect(report.recommendedPlans.map((p) => p.id)).toEqual([3]);
  });

  it('uses the advice in force it is given: an override stands in for the platform text', () => {
    const override = detail(1, 1, { solution: 'agent care', overriddenBy: { userId: 4, name: 'Agent' } });
    const report = buildProblems([{ diseaseId: 1, score: 10 }], catalogue([override]));
    expect(report.problems[0].solution).toBe('agent care');
  });

  it('is deterministic: the same inputs give the same report', () => {
    const scores = [
      { diseaseId: 1, score: 40 },
      { diseaseId: 2, score: 40 },
    ];
    const c = catalogue([detail(1, 2), detail(2, 2)]);
    const a = buildProblems(scores, c);
    const b = buildProblems([...scores].reverse(), c);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    // Equal scores keep the dimensions' order.
    expect(a.problems.map((p) => p.code)).toEqual(['pores', 'acne']);
  });

  it("names each difference of today's report from the kept one, dimension by dimension", () => {
    const scores = [
      { diseaseId: 1, score: 12 },
      { diseaseId: 2, score: 45 },
    ];
    const kept = makeProblems(
      scores,
      catalogue([detail(1, 1, { goodsIds: [7], planIds: [3] }), detail(2, 2)]),
    );
    expect(reportChanges(kept, kept)).toEqual([]);
    const today = catalogue([detail(1, 1, { solution: 'new care', goodsIds: [8, 7] }), detail(2, 2)]);
    (today as { levels: { name: string }[] }).levels[1].name = 'Middle';
    // Acne's dimension deleted: listed in the kept report only.
    (today as { dimensions: unknown[] }).dimensions.splice(1, 1);
    expect(reportChanges(kept, makeProblems(scores, today))).toEqual([
      { diseaseId: 1, name: 'Pores', what: 'solution', before: 'care 1/1', after: 'new care' },
      { diseaseId: 1, name: 'Pores', what: 'goods', before: 'Serum', after: 'Mask, Serum' },
      { diseaseId: 1, name: 'Pores', what: 'plans', before: 'Deep clean', after: null },
      { diseaseId: 2, name: 'Acne', what: 'dimension', before: 'Acne', after: null },
    ]);
    expect(reportChanges([], kept).map((c) => [c.what, c.before, c.after])).toEqual([
      ['dimension', null, 'Pores'],
      ['dimension', null, 'Acne'],
    ]);
  });
});
