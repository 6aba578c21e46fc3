import type { ReportProblem, TestReport } from '@skin/contract';
import type { ReportCatalogue } from '../../data/report-catalogue';

/**
 * The composite score of a test (docs/skin-tests.md): the mean of its dimensions' scores, rounded
 * half up to a whole number; 0 for a test without scores.
 */
export function compositeScore(scores: readonly { score: number }[]): number {
  if (!scores.length) return 0;
  const sum = scores.reduce((n, s) => n + s.score, 0);
  return Math.floor(sum / scores.length + 0.5);
}

/** The level whose range holds the score (ranges do not overlap; the lowest wins if they did). */
export function levelOf(levels: ReportCatalogue['levels'], score: number) {
  return levels.find((l) => l.minScore <= score && score <= l.maxScore) ?? null;
}

/** Where a goods picture is served; the service passes short-lived signed links (docs/files.md). */
const plainUrl = (fileId: string) => `/api/files/${fileId}`;

/**
 * The skin problems of a test: one per scored dimension, worst score first (then the dimensions'
 * order), each with its level and the advice in force for that level, the goods and plans it links
 * in the order the advice lists them. A pure function of its inputs: the same scores and the same
 * catalogue always give the same report.
 */
export function buildProblems(
  scores: readonly { diseaseId: number; score: number }[],
  catalogue: ReportCatalogue,
  pictureUrl: (fileId: string) => string = plainUrl,
): Pick<TestReport, 'problems' | 'recommendedGoods' | 'recommendedPlans'> {
  const order = new Map(catalogue.dimensions.map((d, i) => [d.id, i]));
  const dims = new Map(catalogue.dimensions.map((d) => [d.id, d]));
  const goods = new Map(
    catalogue.goods.map((g) => [
      g.id,
      {
        id: g.id,
        name: g.name,
        type: g.type,
        price: g.price,
        iconUrl: g.iconFileId ? pictureUrl(g.iconFileId) : null,
        purpose: g.purpose,
      },
    ]),
  );
  const plans = new Map(catalogue.plans.map((p) => [p.id, p]));
  const problems: ReportProblem[] = [...scores]
    .filter((s) => dims.has(s.diseaseId))
    .sort((a, b) => a.score - b.score || order.get(a.diseaseId)! - order.get(b.diseaseId)!)
    .map((s) => {
      const dim = dims.get(s.diseaseId)!;
      const level = levelOf(catalogue.levels, s.score);
      const advice = level
        ? catalogue.details.find((d) => d.diseaseId === s.diseaseId && d.levelId === level.id)
        : undefined;
      return {
        diseaseId: dim.id,
        code: dim.code,
        name: dim.name,
        nameEn: dim.nameEn,
        score: s.score,
        level: level && { id: level.id, name: level.name },
        solution: advice?.solution ?? null,
        introduction: advice?.introduction ?? null,
        impact: advice?.impact ?? null,
        improve: advice?.improve ?? null,
        goods: (advice?.goodsIds ?? []).flatMap((id) => goods.get(id) ?? []),
        plans: (advice?.planIds ?? []).flatMap((id) => plans.get(id) ?? []),
      };
    });
  const once = <T extends { id: number }>(items: T[]) => [...new Map(items.map((i) => [i.id, i])).values()];
  return {
    problems,
    recommendedGoods: once(problems.flatMap((p) => p.goods)),
    recommendedPlans: once(problems.flatMap((p) => p.plans)),
  };
}
