import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { NotFoundImage } from './not-found-image';

type Props = {
  /** 'error' and 'warning' draw antd's icons of those; '404' its illustration of a lost page. */
  status: 'error' | 'warning' | '404';
  title: ReactNode;
  subTitle?: ReactNode;
  /** One element under the text (a button, or a Space of buttons). */
  extra?: ReactNode;
  'data-testid'?: string;
};

/**
 * What went wrong, and the way on, as antd's `Result` draws it (its icon, type sizes, spacing and
 * colours from the theme's tokens). antd's Result brings its three illustrations with it, 10 KB
 * gzipped in the shell's code that every start downloads for pages seldom seen (docs/performance.md,
 * "Lighthouse"). The error pages draw with what is already in, so a page that reports a download
 * that failed needs no further download; the 404 illustration comes on demand (not-found-image.tsx).
 */
export function StatusResult({ status, title, subTitle, extra, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  // The icon is three headings high, as antd's (a theme may give the heading's size as CSS).
  const heading = token.fontSizeHeading3;
  const iconSize = typeof heading === 'number' ? heading * 3 : `calc(${heading} * 3)`;
  const icon =
    status === '404' ? (
      <NotFoundImage />
    ) : (
      <div
        style={{
          marginBottom: token.paddingLG,
          textAlign: 'center',
          color: status === 'error' ? token.colorError : token.colorWarning,
        }}
      >
        {/* The size on the icon, not its box: the box keeps the text's line height, as antd's. */}
        {status === 'error' ? (
          <CloseCircleFilled style={{ fontSize: iconSize }} />
        ) : (
          <WarningFilled style={{ fontSize: iconSize }} />
        )}
      </div>
    );
  return (
    <div data-testid={testId} style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px` }}>
      {icon}
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          marginBlock: token.marginXS,
          textAlign: 'center',
        }}
      >
        {title}
      </div>
      {subTitle ? (
        <div
          style={{
            color: token.colorTextDescription,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            textAlign: 'center',
          }}
        >
          {subTitle}
        </div>
      ) : null}
      {extra ? <div style={{ marginTop: token.paddingLG, textAlign: 'center' }}>{extra}</div> : null}
    </div>
  );
}
