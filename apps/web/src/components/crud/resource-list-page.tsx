import { permissionOf, type ResourceDef } from '@skin/contract';
import { Card } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useCan } from '../permission/use-access';
import { useResourceList } from './api/get-list';
import { FilterBar } from './filter-bar';
import { ListErrorView } from './list-state-view';
import { ListToolbar } from './list-toolbar';
import { ResourceFormDialog } from './resource-form-dialog';
import { ResourceTable } from './resource-table';
import { RowActions } from './row-actions';
import type {
  CreateKey,
  CrudColumn,
  EntityOf,
  FilterKey,
  FilterOf,
  FormFieldOf,
  FormMode,
  Row,
} from './types';
import { useConfirmDelete } from './use-confirm-delete';
import { type MakeExport, useExportList } from './use-export-list';
import { type FilterValues, useListState } from './use-list-state';

/** What a screen's own row actions and toolbar buttons may do with the page, and the filters in force. */
export type ListKit<E> = { openForm: (target: FormMode<E>) => void; filters: FilterValues };

/**
 * `D` is the resource's declaration, inferred from `def` alone: the filters, form fields and fixed
 * values are named by its schemas' keys. `E` is its entity unless a screen says otherwise.
 */
export type ResourceListPageProps<D extends ResourceDef, E extends Row> = {
  def: D;
  /** The card title and the noun of the dialogs ("Users", "user"), in the user's language. */
  title: string;
  noun: string;
  /** A header sorts by `sortKey`, or the column's own key, when the declaration lists it in `sorts`. */
  columns: CrudColumn<E>[];
  filters?: readonly FilterOf<NoInfer<D>>[];
  /** The add/edit form; without it there is no add or edit button. */
  form?: readonly FormFieldOf<NoInfer<D>>[];
  /** Values a new record starts with, beyond the schema's defaults (e.g. the parent). */
  newRecord?: Partial<Record<CreateKey<NoInfer<D>>, unknown>>;
  toFormValues?: (row: E) => Record<string, unknown>;
  rowActions?: (row: E, kit: ListKit<E>) => ReactNode;
  toolbarExtra?: (kit: ListKit<E>) => ReactNode;
  /** Actions on the selected rows of the page (bulk enable...); given, the rows can be selected. */
  bulkActions?: (rows: E[], clear: () => void) => ReactNode;
  /** Nest rows under their `parentId` (roles). */
  tree?: boolean;
  /**
   * Rows the caller may not change whatever its permissions (its own account): no edit, delete or
   * row actions, not selectable. The server refuses them anyway; offering them would only fail.
   */
  lockedRow?: (row: E) => boolean;
  /** Filters always applied, beyond the filter bar's (stock detail: devices issued to agents). */
  fixedFilters?: Partial<Record<FilterKey<NoInfer<D>>, string | number>>;
  /** The export's file name; `excel-list` by default (docs/product-rules.md, "Numbers"). */
  exportName?: string;
  /** The screen gathers its export itself (rows with more than the list's columns); the kit writes it. */
  makeExport?: MakeExport<E>;
  dialogWidth?: number;
};

/**
 * A whole list screen from a resource declaration: filters, toolbar, table with paging, server
 * sorting (the columns in `def.sorts`) and selection, add/edit dialog, confirmed delete, Excel
 * export in the same order. Buttons the user may not use are not rendered; the server refuses
 * them anyway.
 */
export function ResourceListPage<D extends ResourceDef, E extends Row = EntityOf<D>>(
  props: ResourceListPageProps<D, NoInfer<E>>,
) {
  const { def, title, noun, columns, filters, form, rowActions, toolbarExtra, tree } = props;
  const can = useCan();
  const state = useListState();
  // Without the query permission there is nothing to ask the server: say so straight away.
  const mayRead = def.actions.includes('query') && can(permissionOf(def, 'query'));
  const params = { ...state.params, ...props.fixedFilters };
  const list = useResourceList<E>(def, params, mayRead);
  const [target, setTarget] = useState<FormMode<E> | null>(null);
  const confirmDelete = useConfirmDelete(def, () => state.setSelected([]));
  const allowed = (action: 'add' | 'edit' | 'delete') =>
    def.actions.includes(action) && can(permissionOf(def, action));
  const canAdd = Boolean(form) && allowed('add');
  const canEdit = Boolean(form) && allowed('edit');
  const canDelete = allowed('delete');
  const exportColumns = useMemo(
    () =>
      columns
        .filter((c) => !c.noExport)
        .map((c) => ({
          header: c.title,
          value: (row: E) => (c.exportValue ? c.exportValue(row) : (row as Record<string, unknown>)[c.key]),
        })),
    [columns],
  );
  const exporter = useExportList<E>(def, exportColumns, props.exportName, props.makeExport);
  const kit: ListKit<E> = { openForm: setTarget, filters: { ...state.filters, ...props.fixedFilters } };
  const { pageNum, pageSize } = params;
  const { changePage } = state;
  // Deleting the last rows of the last page leaves it empty: show the page that now is the last.
  useEffect(() => {
    const total = list.data?.total ?? 0;
    if (list.data?.list.length === 0 && total > 0 && pageNum > 1)
      changePage(Math.ceil(total / pageSize), pageSize);
  }, [list.data, pageNum, pageSize, changePage]);
  const hasRowActions = canEdit || canDelete || Boolean(rowActions);
  const selectable = canDelete || Boolean(props.bulkActions);
  const selectedRows = (list.data?.list ?? []).filter((row) => state.selected.includes(row.id));

  return (
    <Card title={title} data-testid={`list-${def.name}`}>
      {filters?.length ? <FilterBar filters={filters} onSearch={state.search} /> : null}
      <ListToolbar
        onAdd={canAdd ? () => setTarget({ mode: 'create', initial: props.newRecord }) : undefined}
        onDeleteSelected={canDelete ? () => confirmDelete(state.selected) : undefined}
        selectedCount={state.selected.length}
        onExport={() => void exporter.run({ ...state.filters, ...props.fixedFilters, ...state.sort })}
        exportDisabled={!list.data?.total}
        exporting={exporter.running}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
        extra={
          props.bulkActions ? (
            <>
              {toolbarExtra?.(kit)}
              {props.bulkActions(selectedRows, () => state.setSelected([]))}
            </>
          ) : (
            toolbarExtra?.(kit)
          )
        }
      />
      {!mayRead || (list.isError && !list.data) ? (
        <ListErrorView error={mayRead ? list.error : null} onRetry={() => void list.refetch()} />
      ) : (
        <ResourceTable<E>
          screen={def.name}
          columns={columns}
          page={list.data}
          loading={list.isFetching}
          onPage={() => state.setSelected([])}
          selected={selectable ? state.selected : undefined}
          onSelect={selectable ? state.setSelected : undefined}
          lockedRow={props.lockedRow}
          tree={tree}
          sorts={def.sorts}
          sort={state.sort}
          onSort={state.changeSort}
          actions={
            hasRowActions
              ? (row) =>
                  props.lockedRow?.(row) ? null : (
                    <RowActions
                      onEdit={canEdit ? () => setTarget({ mode: 'edit', row }) : undefined}
                      onDelete={canDelete ? () => confirmDelete([row.id]) : undefined}
                      extra={rowActions?.(row, kit)}
                    />
                  )
              : undefined
          }
        />
      )}
      {target && form ? (
        <ResourceFormDialog
          def={def}
          noun={noun}
          fields={form}
          target={target}
          toFormValues={props.toFormValues}
          onClose={() => setTarget(null)}
          width={props.dialogWidth}
        />
      ) : null}
    </Card>
  );
}
