import type { ListSort, SortOrder } from '@skin/contract';
import type { SortOrder as HeaderOrder, SorterResult } from 'antd/es/table/interface';

/** A column as the sort helpers see it: its key, and the entity key it sorts by when that differs. */
type SortableColumn = { key: string; sortKey?: string };

const toOrder: Record<NonNullable<HeaderOrder>, SortOrder> = { ascend: 'asc', descend: 'desc' };
const toHeader: Record<SortOrder, NonNullable<HeaderOrder>> = { asc: 'ascend', desc: 'descend' };

/**
 * Gives the columns the resource may be sorted by (`def.sorts`) antd's header sorter, the arrow
 * controlled by `current` so exactly one column shows the list's sort. The server sorts.
 */
export function sortableColumns<C extends SortableColumn>(
  columns: C[],
  sorts: readonly string[] | undefined,
  current: ListSort,
): (Omit<C, 'sortKey'> & { sorter?: boolean; sortOrder?: HeaderOrder })[] {
  return columns.map(({ sortKey, ...column }) => {
    const key = sortKey ?? column.key;
    if (!sorts?.includes(key)) return column;
    const active = current.sort === key;
    return { ...column, sorter: true, sortOrder: active ? toHeader[current.order ?? 'asc'] : null };
  });
}

/** The list's sort after a header click (antd's ascend/descend to asc/desc); none once cleared. */
export function sortOfSorter<E>(
  sorter: SorterResult<E> | SorterResult<E>[],
  columns: readonly SortableColumn[],
): ListSort {
  const clicked = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = columns.find((c) => c.key === clicked?.columnKey);
  if (!clicked?.order || !column) return {};
  return { sort: column.sortKey ?? column.key, order: toOrder[clicked.order] };
}
