import { z } from 'zod';
import { messageRef } from '../common/envelope';
import { id } from '../common/fields';

/** Most devices one bulk action handles (a page of the list holds at most 50; exports more). */
export const MAX_BULK_DEVICES = 500;

/** The selected devices: 1 to 500 ids, each handled once. */
const deviceIds = z
  .array(id)
  .min(1)
  .max(MAX_BULK_DEVICES)
  .transform((ids) => [...new Set(ids)]);

/** `PATCH /api/device/bulk-enable`: enable or disable every selected device the caller may change. */
export const deviceBulkEnable = z.strictObject({ ids: deviceIds, enabled: z.boolean() });

/** `PATCH /api/device/bulk-bind`: bind every selected device to one store of the caller's tenant. */
export const deviceBulkBind = z.strictObject({ ids: deviceIds, storeId: id });

/** A device a bulk action left as it was, and why (the serial only when the caller may see it). */
export const deviceBulkRefusal = z.object({
  id: z.number(),
  serialNumber: z.string().optional(),
  message: messageRef,
});

/** What a bulk action did: the ids it changed (or found already so) and the ones it refused. */
export const deviceBulkResult = z.object({
  done: z.array(z.number()),
  refused: z.array(deviceBulkRefusal),
});
export type DeviceBulkResult = z.infer<typeof deviceBulkResult>;
export type DeviceBulkRefusal = z.infer<typeof deviceBulkRefusal>;
