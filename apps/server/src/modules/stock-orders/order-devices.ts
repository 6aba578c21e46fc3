import { asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';

/** The devices an order moved, as its detail screen lists them. */
export async function orderDevices(db: Db, column: PgColumn, orderId: number) {
  const rows = await db
    .select({
      id: devices.id,
      serialNumber: devices.serialNumber,
      bluetoothName: devices.bluetoothName,
      firmwareVersion: devices.firmwareVersion,
      batchNumber: devices.batchNumber,
      state: devices.state,
      updatedAt: devices.updatedAt,
      remark: devices.remark,
    })
    .from(devices)
    .where(eq(column, orderId))
    .orderBy(asc(devices.updatedAt), asc(devices.id));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}
