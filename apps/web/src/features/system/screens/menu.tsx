import { PlusOutlined } from '@ant-design/icons';
import { type ListSort, type Menu, type MenuTreeNode, menuResource, permissionOf } from '@skin/contract';
import { Button, Card, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/crud/filter-bar';
import { ListErrorView } from '../../../components/crud/list-state-view';
import { ListToolbar } from '../../../components/crud/list-toolbar';
import { ResourceFormDialog } from '../../../components/crud/resource-form-dialog';
import { RowActions } from '../../../components/crud/row-actions';
import { sortableColumns, sortOfSorter } from '../../../components/crud/table-sort';
import type { FormMode } from '../../../components/crud/types';
import { useConfirmDelete } from '../../../components/crud/use-confirm-delete';
import { cleanFilters, type FilterValues } from '../../../components/crud/use-list-state';
import { useCan } from '../../../components/permission/use-access';
import { useRouteTitle } from '../../../lib/route-title';
import { useMenuTree } from '../api/get-menu-tree';
import { filterTree } from '../components/filter-tree';
import { useMenuFields } from '../components/use-menu-fields';

/**
 * `system/Menu`: the whole menu tree (no paging), filtered here, siblings sorted by the server;
 * add child, edit, delete.
 */
export default function MenuScreen() {
  const { t } = useTranslation('system');
  const can = useCan();
  const title = useRouteTitle();
  const [sort, setSort] = useState<ListSort>({});
  const tree = useMenuTree(true, sort);
  const { columns, form } = useMenuFields(tree.data);
  const [filters, setFilters] = useState<FilterValues>({});
  const [target, setTarget] = useState<FormMode<Menu> | null>(null);
  const confirmDelete = useConfirmDelete(menuResource);
  const may = (action: 'add' | 'edit' | 'delete') => can(permissionOf(menuResource, action));
  const rows = useMemo(() => {
    const words = String(filters.title ?? '').toLowerCase();
    return filterTree(
      tree.data ?? [],
      (m: MenuTreeNode) =>
        (!words || `${title(m.title)} ${m.title} ${m.name}`.toLowerCase().includes(words)) &&
        (filters.state === undefined || m.state === filters.state),
    );
  }, [tree.data, filters, title]);
  const stateOptions = [
    { value: 1, label: t('common.enabled') },
    { value: 0, label: t('common.disabled') },
  ];
  return (
    <Card title={t('menu.title')} data-testid="list-menu">
      <FilterBar
        filters={[
          { name: 'title', label: t('menu.menuTitle') },
          { name: 'state', label: t('common.state'), input: 'select', options: stateOptions },
        ]}
        onSearch={(values) => setFilters(cleanFilters(values))}
      />
      <ListToolbar
        onAdd={may('add') ? () => setTarget({ mode: 'create' }) : undefined}
        selectedCount={0}
        onRefresh={() => void tree.refetch()}
        refreshing={tree.isFetching}
      />
      {tree.isError && !tree.data ? (
        <ListErrorView error={tree.error} onRetry={() => void tree.refetch()} />
      ) : (
        <Table<MenuTreeNode>
          // Open the whole tree once it has arrived (antd applies this on mount only).
          key={tree.data ? 'loaded' : 'loading'}
          rowKey="id"
          loading={tree.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{ defaultExpandAllRows: true }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action === 'sort') setSort(sortOfSorter(sorter, columns));
          }}
          columns={[
            ...sortableColumns(columns, menuResource.sorts, sort).map(
              ({ exportValue: _e, noExport: _n, ...c }) => ({
                ...c,
                dataIndex: c.key,
              }),
            ),
            {
              key: '_actions',
              title: t('common.actions'),
              fixed: 'end' as const,
              render: (_: unknown, m: MenuTreeNode) => (
                <RowActions
                  onEdit={may('edit') ? () => setTarget({ mode: 'edit', row: m }) : undefined}
                  onDelete={may('delete') ? () => confirmDelete([m.id]) : undefined}
                  extra={
                    may('add') ? (
                      <Button
                        type="link"
                        size="small"
                        icon={<PlusOutlined />}
                        onClick={() => setTarget({ mode: 'create', initial: { parentId: m.id } })}
                      >
                        {t('menu.addChild')}
                      </Button>
                    ) : null
                  }
                />
              ),
            },
          ]}
          data-testid="menu-table"
        />
      )}
      {target ? (
        <ResourceFormDialog
          def={menuResource}
          noun={t('menu.noun')}
          fields={form}
          target={target}
          toFormValues={(m) => ({ ...m, parentId: m.parentId ?? 0 })}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </Card>
  );
}
