import type { ListSort, Page } from '@skin/contract';
import { Table, type TableColumnsType } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationBar } from '../shell/pagination-bar';
import { buildTree } from './build-tree';
import { sortableColumns, sortOfSorter } from './table-sort';
import type { CrudColumn, Row } from './types';

type Props<E extends Row> = {
  columns: CrudColumn<E>[];
  page: Page<E> | undefined;
  loading: boolean;
  /** Called after the page or its size changed in the pagination store. */
  onPage: () => void;
  /** Row selection, only offered when there is something to do with it (delete). */
  selected?: number[];
  onSelect?: (ids: number[]) => void;
  actions?: (row: E) => ReactNode;
  /** Nest the page's rows under their `parentId`. */
  tree?: boolean;
  /** Keys the server sorts by (`def.sorts`); their headers sort on click through `onSort`. */
  sorts?: readonly string[];
  sort?: ListSort;
  onSort?: (sort: ListSort) => void;
  /** Rows that cannot be selected (the caller's own account). */
  lockedRow?: (row: E) => boolean;
};

/**
 * The table of a list page with the shell's pagination bar (sizes 5-50), selection, actions, tree
 * rows, and headers that sort the list on the server.
 */
export function ResourceTable<E extends Row>(props: Props<E>) {
  const {
    columns,
    page,
    loading,
    onPage,
    selected,
    onSelect,
    actions,
    tree,
    sorts,
    sort,
    onSort,
    lockedRow,
  } = props;
  const { t } = useTranslation('crud');
  const tableColumns: TableColumnsType<E> = useMemo(() => {
    const shown = sortableColumns(columns, onSort ? sorts : undefined, sort ?? {}).map(
      ({ exportValue: _e, noExport: _n, ...c }) => ({ ...c, dataIndex: c.key }),
    );
    if (!actions) return shown;
    return [
      ...shown,
      {
        key: '_actions',
        title: t('columns.actions'),
        fixed: 'end' as const,
        render: (_: unknown, row: E) => actions(row),
      },
    ];
  }, [columns, actions, t, sorts, sort, onSort]);
  const rows = useMemo(() => {
    const list = page?.list ?? [];
    return tree ? buildTree(list as (E & { parentId?: number | null })[]) : list;
  }, [page, tree]);
  return (
    <>
      <Table<E>
        // A tree opens fully once its rows arrive; antd applies defaultExpandAllRows on mount only.
        key={tree && page ? 'loaded' : 'table'}
        rowKey="id"
        columns={tableColumns}
        dataSource={rows}
        loading={loading}
        // While a page loads, the spinner alone: not the 'No data' picture under it.
        locale={loading && !rows.length ? { emptyText: <div style={{ height: 120 }} /> } : undefined}
        scroll={{ x: 'max-content' }}
        expandable={tree ? { defaultExpandAllRows: true } : undefined}
        rowSelection={
          onSelect
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => onSelect(keys as number[]),
                getCheckboxProps: lockedRow ? (row: E) => ({ disabled: lockedRow(row) }) : undefined,
                preserveSelectedRowKeys: false,
              }
            : undefined
        }
        pagination={false}
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action === 'sort') onSort?.(sortOfSorter(sorter, columns));
        }}
        data-testid="resource-table"
      />
      <PaginationBar total={page?.total ?? 0} onChange={onPage} />
    </>
  );
}
