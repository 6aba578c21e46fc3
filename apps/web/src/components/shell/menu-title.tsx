import { Tooltip } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';

/** One line, cut with an ellipsis where the sidebar is too narrow (ahead of a section's chevron). */
const ONE_LINE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * A sidebar entry's title. The sidebar's width is fixed (239 px) and some languages'
 * titles are longer: a title that does not fit ends in an ellipsis and shows whole in a tooltip.
 */
export function MenuTitle({ text, testId }: { text: string; testId: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another text (a language switch) may fit differently in a box of the same size.
  useLayoutEffect(() => {
    const title = ref.current;
    if (!title) return;
    // Measured again whenever the room changes (the sidebar collapsing) and for each new text.
    const measure = () => setCut(title.scrollWidth > title.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(title);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip title={cut ? text : undefined} placement="right">
      <span ref={ref} style={ONE_LINE} data-testid={testId}>
        {text}
      </span>
    </Tooltip>
  );
}
