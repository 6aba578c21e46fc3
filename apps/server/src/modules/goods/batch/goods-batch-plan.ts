import type { StoredGoods, VisibleGoods } from '../../../data/goods-batch.data';
import { NotFound } from '../../../lib/errors';
import type { BatchRow, GoodsValues } from './goods-batch-rows';

/** A picture uploaded with a sheet, named as uploaded, checked to be a JPG, PNG or WebP image. */
export type BatchImage = { name: string; bytes: Buffer; sha256: string };

/**
 * The goods a batch's rows reach: exported rows by id (any the caller sees), the others by name
 * among the batch owner's goods (ignoring case); and the names already taken that exported rows
 * rename their goods to (`owner:name` -> id).
 */
export type BatchTargets = {
  byId: Map<number, VisibleGoods>;
  byName: Map<string, StoredGoods>;
  taken: Map<string, number>;
};

/** What writing the rows does: goods to create, goods to change, goods the sheet leaves as they are. */
export type BatchPlan = {
  create: { values: GoodsValues; image: BatchImage | null }[];
  update: { id: number; values: GoodsValues; image: BatchImage | null }[];
  unchanged: number;
  /** Pictures to store: those of new goods, and those that differ from a goods item's current picture. */
  images: Map<string, BatchImage>;
};

/** The goods item a row changes: the one of its id, or the batch owner's of its name; none for new goods. */
export const targetOf = (row: BatchRow, targets: BatchTargets) =>
  row.id !== null ? targets.byId.get(row.id) : targets.byName.get(row.values.name.toLowerCase());

/** The picture a row names when it differs from the goods item's current one (by SHA-256). */
export function newImageOf(row: BatchRow, current: StoredGoods | undefined, images: Map<string, BatchImage>) {
  const image = row.picture ? (images.get(row.picture) ?? null) : null;
  return image && image.sha256 !== current?.iconSha256 ? image : null;
}

/**
 * Matches each row to its goods item (`targetOf`). A row whose values and picture equal the
 * stored ones changes nothing; a blank picture cell keeps the current picture; the same picture
 * bytes as the current picture keep its file. A row whose id names goods no longer there (deleted
 * since the check) refuses the whole write.
 */
export function planOf(rows: BatchRow[], targets: BatchTargets, images: Map<string, BatchImage>): BatchPlan {
  const plan: BatchPlan = { create: [], update: [], unchanged: 0, images: new Map() };
  for (const row of rows) {
    const current = targetOf(row, targets);
    if (row.id !== null && !current) throw NotFound('goodsNotFound');
    const newImage = newImageOf(row, current, images);
    if (newImage) plan.images.set(newImage.sha256, newImage);
    if (!current) plan.create.push({ values: row.values, image: newImage });
    else if (!newImage && sameValues(current, row.values)) plan.unchanged += 1;
    else plan.update.push({ id: current.id, values: row.values, image: newImage });
  }
  return plan;
}

/** Whether the stored goods already hold these values. */
export const sameValues = (current: StoredGoods, values: GoodsValues) =>
  (Object.keys(values) as (keyof GoodsValues)[]).every((k) => current[k] === values[k]);
