import { Flex, Pagination } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollTo } from '../../lib/scroll-to';
import { PAGE_SIZES, usePagination } from '../../stores/pagination';

type Props = {
  /** Rows in the whole list; the bar hides while there are none. */
  total: number;
  /** Called after the page or page size changed (the store is already updated). */
  onChange?: (pageNumber: number, pageSize: number) => void;
  /** Scroll back to the top after a change (in 800 ms: docs/product-rules.md, "Numbers"). */
  autoScroll?: boolean;
};

/**
 * The reusable pagination control (docs/web-shell.md, "Stores"): page and size live in the
 * pagination store, which goes back to page 1 on every route change; sizes 5, 10, 20, 30, 50,
 * default 20.
 * Usage: read `pageNumber`/`pageSize` from `usePagination` for the query, render
 * `<PaginationBar total={data.total} />` under the table.
 */
export function PaginationBar({ total, onChange, autoScroll = true }: Props) {
  const { t } = useTranslation();
  const pageNumber = usePagination((s) => s.pageNumber);
  const pageSize = usePagination((s) => s.pageSize);

  // The store's `total` and `able` mirror what is on screen, for whoever else needs them.
  useEffect(() => {
    usePagination.getState().setTotal(total);
  }, [total]);
  useEffect(() => {
    usePagination.getState().setAble(true);
    return () => usePagination.getState().setAble(false);
  }, []);

  if (total <= 0) return null;
  return (
    <Flex justify="flex-end" style={{ marginTop: 16 }} data-testid="pagination-bar">
      <Pagination
        current={pageNumber}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showSizeChanger
        showQuickJumper
        showTotal={(count) => t('pagination.total', { count })}
        onChange={(page, size) => {
          // A new page size starts again at page 1: the old page may not exist any more.
          const next = size === pageSize ? page : 1;
          usePagination.getState().setPage(next, size);
          onChange?.(next, size);
          if (autoScroll) scrollTo(0);
        }}
      />
    </Flex>
  );
}
