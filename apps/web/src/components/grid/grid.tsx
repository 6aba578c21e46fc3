import type { CSSProperties, ReactNode } from 'react';
import './grid.css';

/** Columns of 24 a cell spans from each breakpoint up (antd's names and widths). */
export type Spans = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', number>>;

/**
 * Panels side by side on a 24-column grid with antd's gutter of 16 px both ways, laid out as antd's
 * `Row gutter={[16, 16]}` with `Col`s lays them (the same places and widths, held by
 * e2e/dashboard-layout.spec.ts, which antd's layout passes too), by a static stylesheet. antd's
 * Grid writes the CSS of every span at every breakpoint at run time (87 KB of text through its
 * CSS-in-JS on the first screen that shows one), which on a phone's start costs more than the
 * whole dashboard's own rendering (docs/performance.md, "Lighthouse"). Forms and screens that use
 * antd's Grid otherwise keep it.
 */
export function PanelGrid({
  children,
  'data-testid': testId,
}: {
  children?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className="panel-grid" data-testid={testId}>
      {children}
    </div>
  );
}

/** One cell of a `PanelGrid`, spanning `span` columns from each breakpoint named up (24 below). */
export function GridCell({ span, children }: { span: Spans; children?: ReactNode }) {
  const style: Record<string, number> = {};
  for (const [breakpoint, columns] of Object.entries(span)) style[`--span-${breakpoint}`] = columns;
  return (
    <div className="panel-grid-cell" style={style as CSSProperties}>
      {children}
    </div>
  );
}
