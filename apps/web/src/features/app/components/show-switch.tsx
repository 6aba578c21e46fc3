import type { ResourceDef } from '@skin/contract';
import { Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetState } from '../../../components/crud/api/set-state';
import { verbPermission } from '../../../components/crud/state-permission';
import { useHasPermission } from '../../../components/permission/use-access';

type Props = {
  def: ResourceDef;
  row: { id: number; state: number };
  /** The caller may change this row (its own, or platform staff). */
  changeable: boolean;
};

/**
 * Shown in the app or hidden: a switch through the resource's own `show` route for those who may
 * change the row and hold the permission, a tag for everyone else.
 */
export function ShowSwitch({ def, row, changeable }: Props) {
  const { t } = useTranslation('app');
  const may = useHasPermission([verbPermission(def, 'show')]);
  const mutation = useSetState(def, 'show');
  const shown = row.state === 1;
  if (!may || !changeable)
    return (
      <Tag color={shown ? 'green' : undefined} data-testid={`${def.name}-show-${row.id}`}>
        {shown ? t('index.shown') : t('index.hidden')}
      </Tag>
    );
  return (
    <Switch
      checked={shown}
      onChange={(next) =>
        void mutation.mutateAsync({ id: row.id, value: next ? 1 : 0 }).catch(() => undefined)
      }
      loading={mutation.isPending}
      checkedChildren={t('index.shown')}
      unCheckedChildren={t('index.hidden')}
      data-testid={`${def.name}-show-${row.id}`}
    />
  );
}
