import type { DeviceBulkResult } from '@skin/contract';
import { createDeviceLookupData } from '../../data/device-lookup.data';
import { createStoreData } from '../../data/stores.data';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import type { DeviceService } from './devices.service';

/**
 * Enable, disable or bind many devices at once. Each device goes through the single-device
 * action of the device service (its rules, its transaction, its ledger line), so a bulk action
 * can do nothing the one-by-one screen could not; a refusal of one device leaves the others be.
 */
export function createDeviceBulkService(db: Db, devices: DeviceService) {
  const data = createDeviceLookupData(db);
  const stores = createStoreData(db);
  const each = async (actor: Actor, ids: number[], change: (id: number) => Promise<unknown>) => {
    const visible = await data.serialsOf(actor, ids);
    const result: DeviceBulkResult = { done: [], refused: [] };
    for (const id of ids) {
      const serialNumber = visible.get(id);
      // Outside the caller's tenant (or no such device): refused as unknown, never touched.
      if (serialNumber === undefined) {
        result.refused.push({ id, message: { key: 'deviceNotFound' } });
        continue;
      }
      try {
        await change(id);
        result.done.push(id);
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        result.refused.push({ id, serialNumber, message: err.ref });
      }
    }
    return result;
  };
  return {
    /** The `enable` state change on each device; one already so counts as done. */
    setEnabled: (actor: Actor, ids: number[], enabled: boolean) =>
      each(actor, ids, (id) => devices.setState(actor, id, 'enabled', enabled)),
    /** Binds each device to the store; a store outside the caller's tenant refuses the whole call. */
    async bind(actor: Actor, ids: number[], storeId: number) {
      await stores.row(actor, storeId);
      return each(actor, ids, (id) => devices.bind(actor, id, storeId));
    },
  };
}
export type DeviceBulkService = ReturnType<typeof createDeviceBulkService>;
