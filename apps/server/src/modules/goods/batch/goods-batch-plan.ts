import type { StoredGoods } from '../../../data/goods-batch.data';
import type { BatchRow, GoodsValues } from './goods-batch-rows';

/** A picture uploaded with a sheet, named as uploaded, checked to be a JPG, PNG or WebP image. */
export type BatchImage = { name: string; bytes: Buffer; sha256: string };

/** What writing the rows does: goods to create, goods to change, goods the sheet leaves as they are. */
export type BatchPlan = {
  create: { values: GoodsValues; image: BatchImage | null }[];
  update: { id: number; values: GoodsValues; image: BatchImage | null }[];
  unchanged: number;
  /** Pictures to store: those of new goods, and those that differ from a goods item's current picture. */
  images: Map<string, BatchImage>;
};

/**
 * Matches each row to the owner's goods item of the same name (ignoring case). A row whose
 * values and picture equal the stored ones changes nothing; a blank picture cell keeps the
 * current picture; the same picture bytes as the current picture keep its file.
 */
export function planOf(
  rows: BatchRow[],
  stored: Map<string, StoredGoods>,
  images: Map<string, BatchImage>,
): BatchPlan {
  const plan: BatchPlan = { create: [], update: [], unchanged: 0, images: new Map() };
  for (const row of rows) {
    const image = row.picture ? (images.get(row.picture) ?? null) : null;
    const current = stored.get(row.values.name.toLowerCase());
    const newImage = image && image.sha256 !== current?.iconSha256 ? image : null;
    if (newImage) plan.images.set(newImage.sha256, newImage);
    if (!current) plan.create.push({ values: row.values, image: newImage });
    else if (!newImage && sameValues(current, row.values)) plan.unchanged += 1;
    else plan.update.push({ id: current.id, values: row.values, image: newImage });
  }
  return plan;
}

const sameValues = (current: StoredGoods, values: GoodsValues) =>
  (Object.keys(values) as (keyof GoodsValues)[]).every((k) => current[k] === values[k]);
