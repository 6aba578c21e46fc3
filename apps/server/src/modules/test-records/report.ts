import type {
  FieldTranslations,
  ProblemTranslations,
  ReportChange,
  ReportProblem,
  TestReport,
  Translations,
} from '@skin/contract';
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

/**
 * How bad a score is, judged by the levels (docs/skin-tests.md, "Problems and healthy areas"):
 * 0 when it reaches the best level (the one whose range goes highest: a healthy area), else 1 to
 * 3 by how far below it the level holding the score lies (mild, moderate, severe), the levels
 * between the best and the worst spread over those three. A score in no level's range counts as
 * the nearest level below it (the worst when none is). Null without levels.
 */
export function severityOf(levels: readonly { minScore: number; maxScore: number }[], score: number) {
  if (!levels.length) return null;
  const best = [...levels].sort((a, b) => b.maxScore - a.maxScore || b.minScore - a.minScore);
  if (score >= best[0].minScore) return 0;
  const below = best.length - 1;
  const k = best.findIndex((l) => l.minScore <= score);
  const rank = k < 0 ? below : k;
  return Math.min(3, Math.ceil((3 * rank) / below));
}

/** Where a goods picture is served; the service passes short-lived signed links (docs/files.md). */
const plainUrl = (fileId: string) => `/api/files/${fileId}`;

type WireGoods = ReportProblem['goods'][number];
/** A recommended goods as a report keeps it: its picture as a file id, linked when read. */
export type KeptGoods = Omit<WireGoods, 'iconUrl'> & { iconFileId: string | null };
/**
 * A problem as a report keeps it (`test_reports.problems`), with the translations of its names and
 * texts as they were then (none in reports kept before translations were written).
 */
export type KeptProblem = Omit<ReportProblem, 'goods'> & {
  goods: KeptGoods[];
  translations?: ProblemTranslations;
};

/** The translations a problem keeps: the dimension's name, the level's name, the advice texts. */
function problemTranslations(
  dimension: Translations | undefined,
  level: Translations | undefined,
  advice: Translations | undefined,
): { translations?: ProblemTranslations } {
  const texts: Record<keyof ProblemTranslations, FieldTranslations | undefined> = {
    name: dimension?.name,
    level: level?.name,
    solution: advice?.solution,
    introduction: advice?.introduction,
    impact: advice?.impact,
    improve: advice?.improve,
  };
  const kept = Object.entries(texts).filter(([, t]) => t && Object.keys(t).length);
  return kept.length ? { translations: Object.fromEntries(kept) as ProblemTranslations } : {};
}

/**
 * The skin problems of a test: one per scored dimension, worst score first (then the dimensions'
 * order), each with its level and the advice in force for that level, the goods and plans it links
 * in the order the advice lists them. A pure function of its inputs: the same scores and the same
 * catalogue always give the same problems. What a report keeps as made.
 */
export function makeProblems(
  scores: readonly { diseaseId: number; score: number }[],
  catalogue: ReportCatalogue,
): KeptProblem[] {
  const order = new Map(catalogue.dimensions.map((d, i) => [d.id, i]));
  const dims = new Map(catalogue.dimensions.map((d) => [d.id, d]));
  const goods = new Map(
    catalogue.goods.map((g) => [
      g.id,
      { id: g.id, name: g.name, type: g.type, price: g.price, iconFileId: g.iconFileId, purpose: g.purpose },
    ]),
  );
  const plans = new Map(catalogue.plans.map((p) => [p.id, p]));
  return [...scores]
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
        ...problemTranslations(dim.translations, level?.translations, advice?.translations),
        severity: severityOf(catalogue.levels, s.score),
      };
    });
}

/**
 * A report's problems as the API answers them (pictures linked by `pictureUrl`), with the goods and
 * plans of every problem once each, in the order the problems name them.
 */
export function reportParts(
  kept: readonly KeptProblem[],
  pictureUrl: (fileId: string) => string = plainUrl,
): Pick<TestReport, 'problems' | 'recommendedGoods' | 'recommendedPlans'> {
  const problems: ReportProblem[] = kept.map(({ translations: _, ...p }) => ({
    ...p,
    goods: p.goods.map(({ iconFileId, ...g }) => ({
      ...g,
      iconUrl: iconFileId ? pictureUrl(iconFileId) : null,
    })),
  }));
  const once = <T extends { id: number }>(items: T[]) => [...new Map(items.map((i) => [i.id, i])).values()];
  return {
    problems,
    recommendedGoods: once(problems.flatMap((p) => p.goods)),
    recommendedPlans: once(problems.flatMap((p) => p.plans)),
  };
}

/** `makeProblems` answered as the API answers them (`reportParts`). */
export const buildProblems = (
  scores: readonly { diseaseId: number; score: number }[],
  catalogue: ReportCatalogue,
  pictureUrl: (fileId: string) => string = plainUrl,
) => reportParts(makeProblems(scores, catalogue), pictureUrl);

const ADVICE = ['solution', 'introduction', 'impact', 'improve'] as const;
const names = (items: readonly { name: string }[]) =>
  items.length ? items.map((i) => i.name).join(', ') : null;

/**
 * What a report made today would say differently from the one kept, dimension by dimension (in
 * the kept report's order, then those only today's has): a dimension listed in one only, its
 * level, each advice text, and the goods and plans it recommends (by name, in order).
 */
export function reportChanges(kept: readonly KeptProblem[], today: readonly KeptProblem[]): ReportChange[] {
  const now = new Map(today.map((p) => [p.diseaseId, p]));
  const changes: ReportChange[] = [];
  for (const before of kept) {
    const after = now.get(before.diseaseId);
    const change = (what: ReportChange['what'], a: string | null, b: string | null) => {
      if (a !== b)
        changes.push({ diseaseId: before.diseaseId, name: before.name, what, before: a, after: b });
    };
    if (!after) {
      change('dimension', before.name, null);
      continue;
    }
    change('level', before.level?.name ?? null, after.level?.name ?? null);
    for (const field of ADVICE) change(field, before[field], after[field]);
    change('goods', names(before.goods), names(after.goods));
    change('plans', names(before.plans), names(after.plans));
  }
  const listed = new Set(kept.map((p) => p.diseaseId));
  for (const after of today)
    if (!listed.has(after.diseaseId))
      changes.push({
        diseaseId: after.diseaseId,
        name: after.name,
        what: 'dimension',
        before: null,
        after: after.name,
      });
  return changes;
}
