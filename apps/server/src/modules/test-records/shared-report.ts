import type { SharedReport, TestReport } from '@skin/contract';

/**
 * The report a public link shows, from the report as kept (docs/skin-tests.md, "Shared reports"):
 * the one function that makes it, so that whatever the consumer's copy should say differently
 * (the store's language, later) is decided here. It leaves out every row id, the consumer's
 * phone and birthday; the pictures' addresses are those the caller made for the link.
 */
export function toSharedReport(report: TestReport, expiresAt: Date): SharedReport {
  const { test, consumer } = report;
  const goodsOf = (g: TestReport['recommendedGoods'][number]) => ({
    name: g.name,
    type: g.type,
    price: g.price,
    iconUrl: g.iconUrl,
    purpose: g.purpose,
  });
  const planOf = (p: TestReport['recommendedPlans'][number]) => ({
    name: p.name,
    nursingSite: p.nursingSite,
    solution: p.solution,
  });
  return {
    test: {
      facePosition: test.facePosition,
      deviceModel: test.deviceModel,
      score: test.score,
      skinAge: test.skinAge,
      testedAt: test.testedAt,
    },
    madeAt: report.madeAt,
    store: report.store,
    consumer: { name: consumer.name, sex: consumer.sex, age: consumer.age },
    images: report.images.map(({ imageTypeId: _, ...image }) => image),
    problems: report.problems.map((p) => ({
      code: p.code,
      name: p.name,
      nameEn: p.nameEn,
      score: p.score,
      level: p.level && { name: p.level.name },
      severity: p.severity,
      solution: p.solution,
      introduction: p.introduction,
      impact: p.impact,
      improve: p.improve,
      goods: p.goods.map(goodsOf),
      plans: p.plans.map(planOf),
    })),
    recommendedGoods: report.recommendedGoods.map(goodsOf),
    recommendedPlans: report.recommendedPlans.map(planOf),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Whole years from a birthday (`YYYY-MM-DD`) to an instant; null when unknown or nonsense. */
export function ageAt(birthday: string | null, at: string): number | null {
  if (!birthday) return null;
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const day = new Date(at);
  if (!born || Number.isNaN(day.getTime())) return null;
  const [y, m, d] = [Number(born[1]), Number(born[2]), Number(born[3])];
  const beforeBirthday = day.getUTCMonth() + 1 < m || (day.getUTCMonth() + 1 === m && day.getUTCDate() < d);
  const age = day.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
  return age >= 0 && age < 150 ? age : null;
}
