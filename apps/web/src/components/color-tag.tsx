import { theme } from 'antd';
import type { PresetColorKey } from 'antd/es/theme/interface';
import type { ReactNode } from 'react';

/**
 * A short label on a tinted ground, as antd's `Tag` draws one of its preset colours (filled: the
 * colour's lightest tint behind its seventh shade, from the theme's tokens, dark theme included).
 * antd's Tag is 3.4 KB gzipped and writes its styles at run time, on the dashboard a phone's start
 * opens on (docs/performance.md, "Lighthouse"); screens that close, check or colour tags otherwise
 * use antd's.
 */
export function ColorTag({ color, children }: { color: PresetColorKey; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        boxSizing: 'border-box',
        display: 'inline-block',
        margin: 0,
        paddingBlock: 0,
        paddingInline: 8 - token.lineWidth,
        fontFamily: token.fontFamily,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        color: token[`${color}7`],
        backgroundColor: token[`${color}1`],
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        borderRadius: token.borderRadiusSM,
        textAlign: 'start',
        position: 'relative',
      }}
    >
      {children}
    </span>
  );
}
