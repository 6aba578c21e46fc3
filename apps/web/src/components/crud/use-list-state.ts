import type { ListSort } from '@skin/contract';
import { useCallback, useMemo, useState } from 'react';
import { usePagination } from '../../stores/pagination';
import type { ListParams } from './api/get-list';

export type FilterValues = Record<string, string | number | undefined>;

/** Empty filter inputs are not sent: the server reads an absent filter as "any". */
export function cleanFilters(values: Record<string, unknown>): FilterValues {
  const out: FilterValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') continue;
    if (typeof text === 'string' || typeof text === 'number') out[key] = text;
  }
  return out;
}

/**
 * Paging, filters, sort and selection of a list. Page and size live in the shell's pagination store
 * (docs/web-shell.md, "Stores"), which goes back to page 1 on every route change; a new search or
 * sort does too.
 */
export function useListState() {
  const pageNum = usePagination((s) => s.pageNumber);
  const pageSize = usePagination((s) => s.pageSize);
  const [filters, setFilters] = useState<FilterValues>({});
  const [sort, setSort] = useState<ListSort>({});
  const [selected, setSelected] = useState<number[]>([]);

  const search = useCallback((values: Record<string, unknown>) => {
    setFilters(cleanFilters(values));
    usePagination.getState().resetPage();
    setSelected([]);
  }, []);
  const changeSort = useCallback((next: ListSort) => {
    setSort(next);
    usePagination.getState().resetPage();
    setSelected([]);
  }, []);
  const changePage = useCallback((page: number, size: number) => {
    usePagination.getState().setPage(page, size);
    setSelected([]);
  }, []);
  const params: ListParams = useMemo(
    () => ({ ...filters, ...sort, pageNum, pageSize }),
    [filters, sort, pageNum, pageSize],
  );
  return { params, filters, search, sort, changeSort, changePage, selected, setSelected };
}
