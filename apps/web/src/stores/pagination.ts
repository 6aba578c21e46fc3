import { create } from 'zustand';

/** The page sizes offered, and the default (docs/product-rules.md, "Numbers"). */
export const PAGE_SIZES = [5, 10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

interface PaginationState {
  /** True while a screen shows a paginated list (set by the pagination bar while mounted). */
  able: boolean;
  pageNumber: number;
  pageSize: number;
  total: number;
  setPage: (pageNumber: number, pageSize?: number) => void;
  setTotal: (total: number) => void;
  setAble: (able: boolean) => void;
  /** Back to page 1, keeping the size (on every route change: docs/web-shell.md, "Stores"). */
  resetPage: () => void;
}

/** The pagination store, starting as the product defines it (docs/product-rules.md, "Fields and codes"). */
export const usePagination = create<PaginationState>()((set) => ({
  able: false,
  pageNumber: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  total: 0,
  setPage: (pageNumber, pageSize) => set((s) => ({ pageNumber, pageSize: pageSize ?? s.pageSize })),
  setTotal: (total) => set({ total }),
  setAble: (able) => set({ able }),
  resetPage: () => set({ pageNumber: 1 }),
}));
