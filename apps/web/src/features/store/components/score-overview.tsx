import type { ReportSheet } from '@skin/contract';
import { severityColour } from './severity';

const ROW = 22;
const LABEL = 130;
const BAR = 300;

/**
 * Every dimension's score as a bar out of 100, coloured by its severity: an SVG, so it prints as
 * drawn (no canvas, no script at print time).
 */
export function ScoreOverview({
  problems,
  nameOf,
  title,
}: {
  problems: ReportSheet['problems'];
  nameOf: (p: ReportSheet['problems'][number]) => string;
  title: string;
}) {
  const height = problems.length * ROW + 4;
  return (
    <svg
      className="report-overview-chart"
      viewBox={`0 0 ${LABEL + BAR + 40} ${height}`}
      width="100%"
      style={{ maxWidth: 560 }}
      role="img"
      aria-label={title}
      data-testid="report-overview"
    >
      <title>{title}</title>
      {problems.map((p, i) => {
        const y = i * ROW + 2;
        return (
          <g key={p.code} data-testid="report-overview-bar">
            <text x={LABEL - 8} y={y + 14} textAnchor="end" fontSize={12} fill="#262626">
              {nameOf(p)}
            </text>
            <rect x={LABEL} y={y + 3} width={BAR} height={14} rx={3} fill="#f0f0f0" />
            <rect
              x={LABEL}
              y={y + 3}
              width={(BAR * Math.max(0, Math.min(100, p.score))) / 100}
              height={14}
              rx={3}
              fill={severityColour(p.severity)}
            />
            <text x={LABEL + BAR + 6} y={y + 14} fontSize={12} fill="#262626">
              {p.score}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
