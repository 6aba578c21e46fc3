import { ConfigProvider, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Props = {
  /** The panel's heading, drawn as a card's head; none: the body alone. */
  title?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
};

/**
 * A bordered panel that looks as antd's Card does (its head, body, border, radius and both sizes,
 * read from the theme's tokens), for the screens a start opens on. antd's Card module brings Tabs
 * and Skeleton with it (13 KB gzipped), which a phone's first screen then downloads and runs for
 * nothing it shows (docs/performance.md, "Lighthouse"). Screens that use a card's tabs, cover or
 * actions use antd's Card.
 */
export function Panel({ title, children, style, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  const small = ConfigProvider.useConfig().componentSize === 'small';
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {title === undefined ? null : (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: small
              ? token.fontSize * token.lineHeight + token.paddingXS * 2
              : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            padding: `0 ${small ? 12 : token.paddingLG}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
            boxSizing: 'border-box',
            borderBottom: border,
            // As antd's: the head's border overlaps the body's first pixel.
            marginBottom: -token.lineWidth,
          }}
        >
          <span style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
            {title}
          </span>
        </div>
      )}
      <div style={{ padding: small ? 12 : token.paddingLG }}>{children}</div>
    </div>
  );
}
