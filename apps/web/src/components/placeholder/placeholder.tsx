import { theme } from 'antd';
import type { CSSProperties } from 'react';
import './placeholder.css';

type Props = {
  /** Lines under the heading bar (antd's Skeleton's paragraph rows). */
  rows?: number;
  /** Shimmers, as a Skeleton `active` does. */
  active?: boolean;
  /** Laid over its box (a chart's, until the chart is drawn). */
  overlay?: boolean;
  'data-testid'?: string;
};

/**
 * Something is on its way: a heading bar and lines, drawn as antd's Skeleton draws them (its
 * sizes, colours and shimmer; a screenshot of each is the same, byte for byte) by a static
 * stylesheet. antd's Skeleton writes its styles at run time, on the first screen that shows one:
 * the dashboard's and its charts', on a phone's start (docs/performance.md, "Lighthouse").
 */
export function Placeholder({ rows = 3, active = false, overlay = false, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  const classes = ['placeholder', active ? 'placeholder-shimmer' : '', overlay ? 'placeholder-overlay' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      data-testid={testId}
      aria-hidden="true"
      style={
        { '--placeholder-from': token.colorFillContent, '--placeholder-to': token.colorFill } as CSSProperties
      }
    >
      {Array.from({ length: rows + 1 }, (_, i) => (
        // The heading, then the lines: none moves or changes, so the place is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, identical lines
        <span key={i} />
      ))}
    </div>
  );
}
