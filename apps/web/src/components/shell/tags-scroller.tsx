import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STRIP_EDGE, useStripScroll } from './use-strip-scroll';

type Props = {
  /** The active tab's key: whenever it changes, that tab (marked `data-active="true"`) scrolls into view. */
  activeKey: string;
  /** How many tabs there are: a new tab may be the active one, still to be shown. */
  count: number;
  /** Shown after the arrows while the strip overflows (the all-tabs menu). */
  overflowExtra?: ReactNode;
  children: ReactNode;
};

/** A fade over a clipped end: the sign that more tabs hide that way. */
const fade = (start: boolean, end: boolean) =>
  `linear-gradient(to right, ${start ? 'transparent' : '#000'}, #000 ${STRIP_EDGE}px, #000 calc(100% - ${STRIP_EDGE}px), ${end ? 'transparent' : '#000'})`;

/**
 * A row of tabs that scrolls sideways (mouse wheel, touch, arrow buttons) with no visible
 * scrollbar; while it overflows, arrows at its ends and a fade over each clipped edge show it.
 */
export function TagsScroller({ activeKey, count, overflowExtra, children }: Props) {
  const { t } = useTranslation();
  const { strip, content, edges, page, measure } = useStripScroll(activeKey, count);
  const { overflowing, atStart, atEnd } = edges;
  const arrow = (direction: -1 | 1) => (
    <Button
      type="text"
      size="small"
      icon={direction < 0 ? <LeftOutlined /> : <RightOutlined />}
      disabled={direction < 0 ? atStart : atEnd}
      onClick={() => page(direction)}
      aria-label={t(direction < 0 ? 'tagsView.scrollLeft' : 'tagsView.scrollRight')}
      title={t(direction < 0 ? 'tagsView.scrollLeft' : 'tagsView.scrollRight')}
      data-testid={direction < 0 ? 'tags-scroll-left' : 'tags-scroll-right'}
      style={{ flex: 'none' }}
    />
  );
  const mask = overflowing ? fade(!atStart, !atEnd) : undefined;
  return (
    <>
      {overflowing ? arrow(-1) : null}
      <div
        ref={strip}
        data-testid="tags-strip"
        onScroll={measure}
        style={{
          flex: '1 1 auto',
          minWidth: 0,
          height: '100%',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'none',
          maskImage: mask,
          WebkitMaskImage: mask,
        }}
      >
        <div
          ref={content}
          style={{ display: 'flex', alignItems: 'center', height: '100%', width: 'max-content' }}
        >
          {children}
        </div>
      </div>
      {overflowing ? arrow(1) : null}
      {overflowing ? overflowExtra : null}
    </>
  );
}
