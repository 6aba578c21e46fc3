import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Text and a heading as antd's `Typography` draws them (`Typography.Text`, `Typography.Title`),
 * their sizes, weights and colours from the theme's tokens, for the shell and the screen a start
 * opens on. antd's Typography brings its copy, edit and measured-ellipsis machinery and, through
 * the editing box, antd's Input and TextArea (about 11 KB gzipped and a chunk the login page
 * shares), which a phone's start downloaded and ran for two labels and a title
 * (docs/performance.md, "Lighthouse"). Screens that copy, edit or clamp several lines use antd's.
 */

type TextProps = {
  children: ReactNode;
  /** Bold, as antd's `strong` (a `<strong>` inside). */
  strong?: boolean;
  /** One line, cut with an ellipsis, as antd's `ellipsis` with no tooltip (CSS alone). */
  ellipsis?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
};

/** `Typography.Text` with `strong` or a one-line `ellipsis`. */
export function PlainText({ children, strong, ellipsis, style, 'data-testid': testId }: TextProps) {
  const { token } = theme.useToken();
  return (
    <span
      data-testid={testId}
      style={{
        color: token.colorText,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        ...(ellipsis
          ? {
              display: 'inline-block',
              maxWidth: '100%',
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
              verticalAlign: 'bottom',
            }
          : {}),
        ...style,
      }}
    >
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

type HeadingProps = {
  children: ReactNode;
  level: 1 | 2 | 3 | 4 | 5;
  style?: CSSProperties;
  'data-testid'?: string;
};

/** `Typography.Title` of a level: an `h1`-`h5` in the heading's size, weight and colour. */
export function Heading({ children, level, style, 'data-testid': testId }: HeadingProps) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      data-testid={testId}
      style={{
        wordBreak: 'break-word',
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
