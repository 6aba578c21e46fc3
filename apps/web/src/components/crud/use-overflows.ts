import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the table inside `box` is wider than its room (it scrolls sideways), followed as the
 * window, the sidebar or the columns change.
 */
export function useOverflows(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const check = () => {
      const content = root.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      setOverflows(content ? content.scrollWidth > content.clientWidth + 1 : false);
    };
    const observer = new ResizeObserver(check);
    observer.observe(root);
    const table = root.querySelector('table');
    if (table) observer.observe(table);
    check();
    return () => observer.disconnect();
  });
  return overflows;
}
