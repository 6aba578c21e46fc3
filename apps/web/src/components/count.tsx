import { theme } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  /** What is counted, above the figure. */
  title: ReactNode;
  value: number;
  /** Drawn before the figure (an icon). */
  prefix?: ReactNode;
  /** Drawn after the figure (a `+` where a count stopped at its cap). */
  suffix?: ReactNode;
  /** A line under the figure (what it is made of). */
  footer?: ReactNode;
  'data-testid'?: string;
};

/** A whole number with thousands separated by commas, as antd's Statistic writes it in every language. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A count under its title, as antd's `Statistic` draws a whole number (its sizes, spacing and colours
 * from the theme's tokens). antd's Statistic is 1.9 KB gzipped and writes its styles at run time, on
 * the dashboard a phone's start opens on (docs/performance.md, "Lighthouse").
 */
export function Count({ title, value, prefix, suffix, footer, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      style={{
        boxSizing: 'border-box',
        margin: 0,
        padding: 0,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <div style={{ paddingBottom: token.marginXXS, color: token.colorTextDescription }}>{title}</div>
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3 }}>
        {prefix ? (
          <span style={{ display: 'inline-block', marginInlineEnd: token.marginXXS }}>{prefix}</span>
        ) : null}
        <span style={{ display: 'inline-block', direction: 'ltr' }}>{grouped(value)}</span>
        {suffix ? <span style={{ display: 'inline-block' }}>{suffix}</span> : null}
      </div>
      {footer ? (
        <div
          style={{
            paddingTop: token.marginXXS,
            color: token.colorTextDescription,
            fontSize: token.fontSizeSM,
          }}
        >
          {footer}
        </div>
      ) : null}
    </div>
  );
}
