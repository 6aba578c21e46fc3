import type { Device } from '@skin/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { devices, deviceTypes, stores, users } from '../../db/schema';
import { iso } from '../../lib/crud/list';

const agent = alias(users, 'agent');
const merchant = alias(users, 'merchant');

/** Columns of the device screens: the device with its model, agent, merchant and store. */
export const deviceColumns = {
  id: devices.id,
  serialNumber: devices.serialNumber,
  batchNumber: devices.batchNumber,
  deviceTypeId: devices.deviceTypeId,
  model: deviceTypes.hardwareModel,
  firmwareVersion: devices.firmwareVersion,
  bluetoothName: devices.bluetoothName,
  state: devices.state,
  enabled: devices.enabled,
  agentId: devices.agentId,
  agentName: agent.name,
  merchantId: stores.merchantId,
  merchantName: merchant.name,
  storeId: devices.storeId,
  storeName: stores.name,
  storeManager: stores.managerName,
  phone: stores.phone,
  remark: devices.remark,
  lastSeenAt: devices.lastSeenAt,
  updatedAt: devices.updatedAt,
};

/** The joined select every device read starts from. */
export const selectDevices = (db: Tx) =>
  db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(deviceTypes, eq(deviceTypes.id, devices.deviceTypeId))
    .leftJoin(agent, eq(agent.id, devices.agentId))
    .leftJoin(stores, eq(stores.id, devices.storeId))
    .leftJoin(merchant, eq(merchant.id, stores.merchantId))
    .$dynamic();

type Row = { [K in keyof typeof deviceColumns]: unknown };
/** A joined row as the API returns it. */
export const toDevice = (r: Row): Device =>
  ({ ...r, lastSeenAt: iso(r.lastSeenAt as Date | null), updatedAt: iso(r.updatedAt as Date) }) as Device;
