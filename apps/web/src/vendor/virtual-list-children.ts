import { Item } from '@rc-component/virtual-list/es/Item';
import { createElement, type Key, type ReactElement, useMemo, useRef } from 'react';

type SetNodeRef<T> = (item: T, element: HTMLElement | null) => void;
type RenderItem<T> = (
  item: T,
  index: number,
  props: { style: { width?: number }; offsetX: number },
) => ReactElement;

/**
 * The rows in view of `@rc-component/virtual-list` (its `hooks/useChildren`), with the props it
 * hands each row kept the same from one render to the next. The library gave every row a new
 * `style` object and a new ref callback on each render, so every frame of a scroll rendered every
 * row in view again (antd's table rows are memoized, but never saw equal props), and React
 * detached and attached every row's ref, which measured every row's height again. Now a row whose
 * item has not changed is not rendered again: a frame renders the rows that came into view. The
 * rest is the library's: the same slice, keys and `Item` wrapper. `build/virtual-list.ts`
 * hands the list this copy (docs/performance.md, "Long lists in the console").
 */
export default function useChildren<T>(
  list: T[],
  startIndex: number,
  endIndex: number,
  scrollWidth: number | undefined,
  offsetX: number,
  setNodeRef: SetNodeRef<T>,
  renderFunc: RenderItem<T>,
  { getKey }: { getKey: (item: T) => Key },
) {
  const style = useMemo(() => ({ width: scrollWidth }), [scrollWidth]);
  // The list makes a new `setNodeRef` on every render; the rows' callbacks call the latest.
  const latestSetNodeRef = useRef(setNodeRef);
  latestSetNodeRef.current = setNodeRef;
  const refsByKey = useRef(new Map<Key, (element: HTMLElement | null) => void>());

  const previous = refsByKey.current;
  const current = new Map<Key, (element: HTMLElement | null) => void>();
  const rows = list.slice(startIndex, endIndex + 1).map((item, index) => {
    const key = getKey(item);
    // The list reads only the item's key from it, which is this row's for as long as it lives.
    const setRef =
      previous.get(key) ?? ((element: HTMLElement | null) => latestSetNodeRef.current(item, element));
    current.set(key, setRef);
    const children = renderFunc(item, startIndex + index, { style, offsetX });
    return createElement(Item, { key, setRef, children });
  });
  refsByKey.current = current;
  return rows;
}
