import { goodsResource } from '@skin/contract';
import { lookUp } from '../../../components/picker/pick-api';
import { useGoodsNames } from './use-goods-names';

/** A plan's goods as its list shows them: their names, looked up by id with the page's other rows. */
export function LinkedGoods({ ids }: { ids: readonly number[] }) {
  const name = useGoodsNames(ids);
  return <span data-testid="plan-goods">{ids.map(name).join(', ')}</span>;
}

/** The same names for the export (every page's rows, looked up together). */
export async function linkedGoodsText(ids: readonly number[]): Promise<string> {
  if (!ids.length) return '';
  const found = await lookUp(goodsResource, ids);
  return ids.map((id) => found.get(id)?.label ?? `#${id}`).join(', ');
}
