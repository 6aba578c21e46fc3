import { type Goods, goodsResource } from '@skin/contract';
import { z } from 'zod';

/**
 * A price as typed in the form, in yuan (at most two decimals, up to the contract's ten million),
 * sent as the integer cents the contract stores. Rounding absorbs binary fractions (1.1 * 100).
 */
const yuan = z.coerce
  .number()
  .min(0)
  .max(10_000_000)
  .transform((value) => Math.round(value * 100));

/**
 * Goods as the add/edit form sees them: the contract's create and update bodies with the two
 * prices in yuan. The body the form sends is still the contract's (prices in cents).
 */
export function goodsFormDef(def: typeof goodsResource) {
  return {
    ...def,
    create: goodsResource.create.extend({ price: yuan, crossedPrice: yuan.nullish() }),
    update: goodsResource.update.extend({ price: yuan.optional(), crossedPrice: yuan.nullish() }),
  };
}

/** A goods row as the edit form shows it: prices back in yuan. */
export const goodsFormValues = (g: Goods): Record<string, unknown> => ({
  ...g,
  price: g.price / 100,
  crossedPrice: g.crossedPrice === null ? null : g.crossedPrice / 100,
});
