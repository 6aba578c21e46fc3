import { goodsResource, permissionOf } from '@skin/contract';
import { useCan } from '../../../components/permission/use-access';
import { usePickNames } from '../../../components/picker/pick-api';

/**
 * The names of linked goods by id (`GET /goods/options?ids=`), however many goods there are;
 * asked only by those who may read goods. An id the caller cannot read has no name (`#id`).
 */
export function useGoodsNames(ids: readonly number[]) {
  const mayRead = useCan()(permissionOf(goodsResource, 'query'));
  const names = usePickNames(goodsResource, ids, mayRead);
  return (id: number) => names.data?.get(id)?.label ?? `#${id}`;
}
