import type { ReportSheet } from '@skin/contract';

type Problem = ReportSheet['problems'][number];

/**
 * Colours of a score's severity (docs/skin-tests.md, "Problems and healthy areas"): healthy,
 * mild, moderate, severe. The same on screen, in print and on the score overview; dark enough to
 * carry white text and to print in grey.
 */
export const SEVERITY_COLOURS = ['#389e0d', '#ad8b00', '#d46b08', '#cf1322'] as const;
/** A score no level holds (no levels defined). */
const UNJUDGED = '#595959';

export const severityColour = (severity: number | null): string =>
  severity === null ? UNJUDGED : (SEVERITY_COLOURS[severity] ?? UNJUDGED);

/** A healthy area: the score reaches the best level. Everything else is a skin problem. */
export const isHealthy = (p: Pick<Problem, 'severity'>) => p.severity === 0;
