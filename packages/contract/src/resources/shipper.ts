import { z } from 'zod';
import { id, optionalText, patchOf, requiredText, sort } from '../common/fields';
import { defineResource } from '../common/resource';

export const shipperEntity = z.object({
  id: z.number(),
  name: z.string(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  sort: z.number(),
  remark: z.string().nullable(),
});
const fields = {
  name: requiredText(64),
  /** The salesperson's sign-in: that user sees the stock-out orders this shipper carries. */
  userId: id.nullish(),
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
  update: patchOf(fields),
  filters: z.object({ name: z.string().trim().max(64).optional() }),
  sorts: ['name', 'phone', 'sort'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'platform' },
  menus: [
    { name: 'Shipper', title: 'shipper', path: 'shipper', component: 'device/Shipper', section: 'Device' },
  ],
});
export type Shipper = z.infer<typeof shipperEntity>;
