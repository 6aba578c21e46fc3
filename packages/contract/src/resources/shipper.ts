import { z } from 'zod';
import { id, optionalText, requiredText, sort } from '../common/fields';
import { defineResource } from '../common/resource';

export const shipperEntity = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  sort: z.number(),
  remark: z.string().nullable(),
});
const fields = {
  name: requiredText(64),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{5,20}$/, 'phone number format error')
    .nullish(),
  address: optionalText(255),
  sort: sort.default(0),
  remark: optionalText(255),
};

/** Shippers (salespeople who carry stock-out orders). */
export const shipperResource = defineResource({
  name: 'shipper',
  path: 'shipper',
  permission: 'business:shipper',
  entity: shipperEntity,
  create: z.strictObject(fields),
  update: z.strictObject({ id, ...fields }),
  filters: z.object({ name: z.string().trim().max(64).optional() }),
  actions: ['query', 'add', 'edit', 'delete'],
});
