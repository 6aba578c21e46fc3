import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Whether the table inside `box` is wider than its room (it scrolls sideways), followed as the
 * window or the sidebar resize it (one observer for the box's life) and as its rows or columns
 * change (a cheap measure after each render).
 */
export function useOverflows(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  const check = useCallback(() => {
    const content = box.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    setOverflows(content ? content.scrollWidth > content.clientWidth + 1 : false);
  }, [box]);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const observer = new ResizeObserver(check);
    observer.observe(root);
    return () => observer.disconnect();
  }, [box, check]);
  // After every render: new rows or columns change the table's width without resizing the box.
  useEffect(check);
  return overflows;
}
