import { MAX_LOOKUP_FEEDBACK } from '@skin/contract';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devices, feedback, stores } from '../db/schema';
import type { Actor } from '../lib/actor';
import { feedbackColumns, toFeedback } from './feedback.data';
import { perDatabase } from './per-database';
import { tenant } from './tables';

/** Where a device came from and where it is: what a lookup needs to fetch the rest. */
export interface DeviceLinks {
  id: number;
  serialNumber: string;
  bluetoothName: string | null;
  storeId: number | null;
  printJobId: number | null;
  inputOrderId: number | null;
  outputOrderId: number | null;
}

/** Reads of the serial-number lookup and of the bulk actions, always within the caller's tenant. */
export const createDeviceLookupData = perDatabase((db: Db) => {
  return {
    /** The device with this exact serial number if the caller may see it, else undefined. */
    async locate(actor: Actor, serialNumber: string): Promise<DeviceLinks | undefined> {
      const [row] = await db
        .select({
          id: devices.id,
          serialNumber: devices.serialNumber,
          bluetoothName: devices.bluetoothName,
          storeId: devices.storeId,
          printJobId: devices.printJobId,
          inputOrderId: devices.inputOrderId,
          outputOrderId: devices.outputOrderId,
        })
        .from(devices)
        .where(and(eq(devices.serialNumber, serialNumber), tenant.device.scope(actor)));
      return row;
    },
    /** Serial numbers of the devices among `ids` the caller may see (the others are absent). */
    async serialsOf(actor: Actor, ids: number[]): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: devices.id, serialNumber: devices.serialNumber })
        .from(devices)
        .where(and(inArray(devices.id, ids), tenant.device.scope(actor)));
      return new Map(rows.map((r) => [r.id, r.serialNumber]));
    },
    /**
     * Feedback about a device the caller may see, newest first. Stores name the device as they
     * know it: by its serial number anywhere, or by its bluetooth name from the store it is bound
     * to (bluetooth names are not unique, so only that store's rows count).
     */
    async feedbackOf(actor: Actor, d: DeviceLinks) {
      const byBluetooth =
        d.bluetoothName && d.storeId
          ? and(eq(feedback.deviceName, d.bluetoothName), eq(feedback.storeId, d.storeId))
          : undefined;
      const rows = await db
        .select(feedbackColumns)
        .from(feedback)
        .innerJoin(stores, eq(stores.id, feedback.storeId))
        .where(and(or(eq(feedback.deviceName, d.serialNumber), byBluetooth), tenant.feedback.scope(actor)))
        .orderBy(desc(feedback.id))
        .limit(MAX_LOOKUP_FEEDBACK);
      return rows.map(toFeedback);
    },
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /**
       * The id of a device by its serial whoever holds it now: only for reading the ledger entries
       * of a former holder's own time (the ledger applies its own rule to each entry).
       */
      async idOfSerial(serialNumber: string) {
        const [row] = await db
          .select({ id: devices.id })
          .from(devices)
          .where(eq(devices.serialNumber, serialNumber));
        return row?.id;
      },
    },
  };
});
export type DeviceLookupData = ReturnType<typeof createDeviceLookupData>;
