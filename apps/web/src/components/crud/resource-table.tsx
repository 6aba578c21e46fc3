import { SwapOutlined } from '@ant-design/icons';
import type { ListSort, Page } from '@skin/contract';
import { Flex, Grid, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationBar } from '../shell/pagination-bar';
import { buildTree } from './build-tree';
import { ColumnsMenu } from './columns-menu';
import { ResizableTitle } from './resizable-title';
import { RowCards } from './row-cards';
import { sortableColumns, sortOfSorter } from './table-sort';
import type { CrudColumn, Row } from './types';
import { useColumnWidths } from './use-column-widths';
import { useHiddenColumns } from './use-hidden-columns';
import { useOverflows } from './use-overflows';

type Props<E extends Row> = {
  /** The screen's name: which columns its user hid is remembered under it. */
  screen: string;
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
    screen,
    columns: allColumns,
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
  const screens = Grid.useBreakpoint();
  const [hidden, setHidden] = useHiddenColumns(screen);
  const [widths, resize] = useColumnWidths(screen);
  const columns = useMemo(() => allColumns.filter((c) => !hidden.includes(c.key)), [allColumns, hidden]);
  // Below 768 px a fixed Actions column would cover most of the table: it scrolls with the rest.
  const fixActions = screens.md !== false;
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  const tableColumns: TableColumnsType<E> = useMemo(() => {
    const shown = sortableColumns(columns, onSort ? sorts : undefined, sort ?? {}).map(
      ({ exportValue: _e, noExport: _n, computed: _c, ...c }) => ({
        ...c,
        dataIndex: c.key,
        width: widths[c.key] ?? c.width,
        onHeaderCell: () =>
          ({ onResizeWidth: (w: number) => resize(c.key, w), currentWidth: widths[c.key] }) as object,
      }),
    );
    if (!actions) return shown;
    return [
      ...shown,
      {
        key: '_actions',
        title: t('columns.actions'),
        fixed: fixActions ? ('end' as const) : undefined,
        render: (_: unknown, row: E) => actions(row),
      },
    ];
  }, [columns, actions, t, sorts, sort, onSort, fixActions, widths, resize]);
  const rows = useMemo(() => {
    const list = page?.list ?? [];
    return tree ? buildTree(list as (E & { parentId?: number | null })[]) : list;
  }, [page, tree]);
  const toolbar = (
    <Flex justify="end" align="center" gap={8} style={{ marginBottom: 8 }}>
      {overflows ? (
        <Typography.Text type="secondary" data-testid="table-scroll-hint">
          <SwapOutlined /> {t('columns.scrollHint')}
        </Typography.Text>
      ) : null}
      <ColumnsMenu columns={allColumns} hidden={hidden} onChange={setHidden} />
    </Flex>
  );
  // Phones get cards: no column is ever out of sight there.
  if (screens.sm === false)
    return (
      <>
        {toolbar}
        <RowCards<E>
          columns={columns}
          rows={page?.list ?? []}
          loading={loading}
          actions={actions}
          selected={selected}
          onSelect={onSelect}
          lockedRow={lockedRow}
        />
        <PaginationBar total={page?.total ?? 0} onChange={onPage} />
      </>
    );
  return (
    <div ref={box}>
      {toolbar}
      <Table<E>
        // A tree opens fully once its rows arrive; antd applies defaultExpandAllRows on mount only.
        key={tree && page ? 'loaded' : 'table'}
        rowKey="id"
        columns={tableColumns}
        dataSource={rows}
        loading={loading}
        components={{ header: { cell: ResizableTitle } }}
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
    </div>
  );
}
