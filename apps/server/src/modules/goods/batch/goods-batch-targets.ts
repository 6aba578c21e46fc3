import type { GoodsBatchError } from '@skin/contract';
import { type BatchImage, type BatchTargets, newImageOf, sameValues } from './goods-batch-plan';
import type { BatchRow } from './goods-batch-rows';

/**
 * Checks rows (each fine on its own) against the goods they reach, once those are read:
 * - an exported row's id must name goods the caller sees, once in the sheet; goods the caller
 *   only reads (the platform's, or an owner's above it) may stay as exported but not change;
 * - an exported row keeps its goods' owner, so its name must not be taken by other goods of that
 *   owner, nor written twice for one owner by the sheet (the unique index `goods_owner_name_idx`);
 * - a row matched by name must not reach goods an exported row already changes.
 * Answers the rows without errors, and the errors.
 */
export function checkTargets(
  rows: BatchRow[],
  targets: BatchTargets,
  batchOwner: number | null,
  images: Map<string, BatchImage>,
) {
  const errors: GoodsBatchError[] = [];
  const valid: BatchRow[] = [];
  const rowOfGoods = new Map<number, number>();
  const rowOfName = new Map<string, number>();
  for (const r of rows) {
    const fail = (column: string, message: GoodsBatchError['message']) =>
      errors.push({ row: r.row, column, message });
    const name = r.values.name.toLowerCase();
    let owner = batchOwner;
    let goodsId: number | undefined;
    if (r.id !== null) {
      const g = targets.byId.get(r.id);
      if (!g) {
        fail('id', { key: 'goodsNotFound' });
        continue;
      }
      owner = g.ownerId;
      goodsId = g.id;
      if (!g.changeable && (!sameValues(g, r.values) || newImageOf(r, g, images))) {
        fail('id', { key: 'goodsReadOnly' });
        continue;
      }
      const taken = targets.taken.get(`${owner}:${name}`);
      if (taken !== undefined && taken !== g.id) {
        fail('name', { key: 'goodsNameTaken' });
        continue;
      }
    } else goodsId = targets.byName.get(name)?.id;
    const earlier = goodsId === undefined ? undefined : rowOfGoods.get(goodsId);
    if (earlier !== undefined) {
      fail(r.id !== null ? 'id' : 'name', {
        key: r.id !== null ? 'idRepeated' : 'nameRepeated',
        params: { row: earlier },
      });
      continue;
    }
    const key = `${owner}:${name}`;
    const sameName = rowOfName.get(key);
    if (sameName !== undefined) {
      fail('name', { key: 'nameRepeated', params: { row: sameName } });
      continue;
    }
    rowOfName.set(key, r.row);
    if (goodsId !== undefined) rowOfGoods.set(goodsId, r.row);
    valid.push(r);
  }
  return { rows: valid, errors };
}
