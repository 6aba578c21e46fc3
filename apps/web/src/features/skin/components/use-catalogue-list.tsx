import { DeleteOutlined, ProfileOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@skin/contract';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListKit } from '../../../components/crud/resource-list-page';
import { RowActions } from '../../../components/crud/row-actions';
import type { EntityOf } from '../../../components/crud/types';
import { useConfirmDelete } from '../../../components/crud/use-confirm-delete';
import { useNavigate } from '../../../lib/router';
import {
  type CatalogueAccess,
  type Owned,
  useCatalogueAccess,
  useRowChangeable,
} from './use-catalogue-access';

/** A row of a catalogue resource: an entity with its owner. */
export type CatalogueRow<D extends ResourceDef> = Extract<EntityOf<D>, Owned>;

/**
 * The list page's parts for a catalogue resource, whose rows differ in who may change them. The
 * list page offers Edit and Delete on every row or on none, so it is handed the declaration
 * without them; these row actions put them back on the rows the caller may change (see
 * `useCatalogueAccess`), beside "Details", and "Delete selected" works only on such rows.
 */
export function useCatalogueList<D extends ResourceDef>(
  def: D,
  detailPathOf: (row: CatalogueRow<D>) => string,
) {
  type E = CatalogueRow<D>;
  const { t } = useTranslation('skin');
  const { t: crud } = useTranslation('crud');
  const navigate = useNavigate();
  const access = useCatalogueAccess(def);
  const { mayEdit, mayDelete, mayChange } = access;
  const clearSelection = useRef<() => void>(undefined);
  const confirmDelete = useConfirmDelete(def, () => clearSelection.current?.());
  const pageDef = useMemo<D>(
    () => ({ ...def, actions: def.actions.filter((a) => a !== 'edit' && a !== 'delete') }),
    [def],
  );
  const rowActions = (row: E, kit: ListKit<E>) => (
    <CatalogueRowActions
      row={row}
      access={access}
      onEdit={mayEdit ? () => kit.openForm({ mode: 'edit', row }) : undefined}
      onDelete={mayDelete ? () => confirmDelete([row.id]) : undefined}
      extra={
        <Button
          type="link"
          size="small"
          icon={<ProfileOutlined />}
          onClick={() => navigate(detailPathOf(row))}
          data-testid="row-details"
        >
          {t('catalogue.details')}
        </Button>
      }
    />
  );
  const bulkActions = mayDelete
    ? (rows: E[], clear: () => void) => {
        const allMine = rows.every(mayChange);
        return (
          <Tooltip title={allMine ? undefined : t('catalogue.notYours')}>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={rows.length === 0 || !allMine}
              onClick={() => {
                clearSelection.current = clear;
                confirmDelete(rows.map((r) => r.id));
              }}
              data-testid="toolbar-delete"
            >
              {rows.length ? crud('actions.deleteCount', { n: rows.length }) : crud('actions.delete')}
            </Button>
          </Tooltip>
        );
      }
    : undefined;
  return { pageDef, rowActions, bulkActions, access };
}

/** A row's actions: Edit and Delete only where the caller may change the row (`useRowChangeable`). */
function CatalogueRowActions({
  row,
  access,
  onEdit,
  onDelete,
  extra,
}: {
  row: Owned;
  access: CatalogueAccess;
  onEdit?: () => void;
  onDelete?: () => void;
  extra: ReactNode;
}) {
  const may = useRowChangeable(row, access);
  return <RowActions onEdit={may ? onEdit : undefined} onDelete={may ? onDelete : undefined} extra={extra} />;
}
