import { goodsResource, permissionOf } from '@skin/contract';
import { useMemo } from 'react';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { useCan } from '../../../components/permission/use-access';

/**
 * The names of the goods the caller can read, by id (`GET /goods/all`), for showing a plan's
 * linked goods; asked only by those who may read goods.
 */
export function useGoodsNames() {
  const mayRead = useCan()(permissionOf(goodsResource, 'query'));
  const goods = useResourceOptions(goodsResource, mayRead);
  return useMemo(() => new Map((goods.data ?? []).map((g) => [g.id, g.label])), [goods.data]);
}
