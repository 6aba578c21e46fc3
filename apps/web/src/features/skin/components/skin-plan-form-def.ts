import { id, skinPlanResource } from '@skin/contract';
import { z } from 'zod';

/**
 * Skin plans as the add/edit form checks them. The kit derives a field's rules from its schema and
 * reads an array's `max(50)` as a text length ("At most 50 characters"), refusing any choice; here
 * the linked goods carry no maximum, the multi-select stops at 50 itself (`GoodsLinksInput`), and
 * the server still checks the contract's limit.
 */
export function skinPlanFormDef(def: typeof skinPlanResource) {
  const goodsIds = z.array(id);
  return {
    ...def,
    create: skinPlanResource.create.extend({ goodsIds: goodsIds.default([]) }),
    update: skinPlanResource.update.extend({ goodsIds: goodsIds.optional() }),
  };
}
