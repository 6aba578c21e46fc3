import { type Goods, goodsResource } from '@skin/contract';
import { Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetState } from '../../../components/crud/api/set-state';
import { verbPermission } from '../../../components/crud/state-permission';
import { useHasPermission } from '../../../components/permission/use-access';
import { type CatalogueAccess, useRowChangeable } from './use-catalogue-access';

type Props = { row: Goods; access: CatalogueAccess };

/**
 * A goods row's shelf: a switch (up / down, through `PATCH /goods/shelf`) on rows the caller may
 * change and holds the shelf permission for, a tag on every other row.
 */
export function ShelfSwitch({ row, access }: Props) {
  const mayChange = useRowChangeable(row, access);
  const { t } = useTranslation('skin');
  const may = useHasPermission([verbPermission(goodsResource, 'shelf')]);
  const mutation = useSetState(goodsResource, 'shelf');
  const up = row.shelf === 1;
  if (!may || !mayChange)
    return (
      <Tag color={up ? 'green' : undefined} data-testid={`goods-shelf-${row.id}`}>
        {up ? t('goods.up') : t('goods.down')}
      </Tag>
    );
  return (
    <Switch
      checked={up}
      onChange={(next) =>
        void mutation.mutateAsync({ id: row.id, value: next ? 1 : 0 }).catch(() => undefined)
      }
      loading={mutation.isPending}
      checkedChildren={t('goods.up')}
      unCheckedChildren={t('goods.down')}
      data-testid={`goods-shelf-${row.id}`}
    />
  );
}
