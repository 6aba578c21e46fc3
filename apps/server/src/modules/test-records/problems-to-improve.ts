/** A level's score range (0 the worst skin, 100 the best). */
type LevelRange = { minScore: number; maxScore: number };

/**
 * The score from which a dimension counts as healthy: the lowest score of the healthiest level (the
 * one reaching the highest score; 80 in the demo's "Healthy" 80-100). Null without levels: then
 * nothing can be judged.
 */
export function healthyFrom(levels: readonly LevelRange[]): number | null {
  if (!levels.length) return null;
  const best = levels.reduce((a, b) =>
    b.maxScore > a.maxScore || (b.maxScore === a.maxScore && b.minScore > a.minScore) ? b : a,
  );
  return best.minScore;
}

/**
 * A report's problems to improve (docs/skin-tests.md, "Consumers"): the dimensions scored below the
 * healthiest level, in the report's order (worst first). Levels are today's, so a consumer's detail
 * follows the ranges in force while the report itself stays as made.
 */
export function problemsToImprove<P extends { score: number }>(
  problems: readonly P[],
  levels: readonly LevelRange[],
): P[] {
  const from = healthyFrom(levels);
  return from === null ? [] : problems.filter((p) => p.score < from);
}
