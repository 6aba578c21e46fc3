import { z } from 'zod';
import { flag, id, optionalText, patchOf } from '../common/fields';
import { defineResource } from '../common/resource';

/**
 * Where a device is in its life (docs/devices.md, "Lifecycle and ledger"): a printed serial,
 * received into the warehouse, issued to an agent, bound to a store, returned to the factory.
 */
export const DEVICE_STATES = ['printed', 'in_stock', 'shipped', 'bound', 'returned'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

export const deviceEntity = z.object({
  id: z.number(),
  serialNumber: z.string(),
  batchNumber: z.string().nullable(),
  deviceTypeId: z.number(),
  model: z.string(),
  firmwareVersion: z.string().nullable(),
  bluetoothName: z.string().nullable(),
  state: z.enum(DEVICE_STATES),
  enabled: z.boolean(),
  agentId: z.number().nullable(),
  agentName: z.string().nullable(),
  merchantId: z.number().nullable(),
  merchantName: z.string().nullable(),
  storeId: z.number().nullable(),
  storeName: z.string().nullable(),
  storeManager: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** When the device entered its current holder's stock (from its ledger). */
  heldSince: z.string().nullable(),
  updatedAt: z.string(),
});

/** Devices are created by print jobs and moved by orders; the screen edits only these fields. */
export const deviceResource = defineResource({
  name: 'device',
  path: 'device',
  permission: 'business:device',
  entity: deviceEntity,
  create: z.strictObject({}),
  update: patchOf({ bluetoothName: optionalText(64), remark: optionalText(255) }),
  filters: z.object({
    serialNumber: z.string().trim().max(64).optional(),
    deviceTypeId: id.optional(),
    state: z.enum(DEVICE_STATES).optional(),
    enabled: flag.optional(),
    agentId: id.optional(),
    merchantId: id.optional(),
    storeId: id.optional(),
  }),
  sorts: [
    'serialNumber',
    'batchNumber',
    'firmwareVersion',
    'bluetoothName',
    'state',
    'enabled',
    'lastSeenAt',
    'updatedAt',
  ],
  actions: ['query', 'edit'],
  states: { enable: { field: 'enabled', value: z.boolean() } },
  extra: {
    bind: 'business:device:bind',
    returnToFactory: 'business:device:return',
    rotateSecret: 'business:device:secret',
    recall: 'business:device:recall',
  },
  // Bound: the store's (its merchant, the agents above, its manager account). Issued and not yet
  // bound: the agent's it was issued to. In the warehouse: the platform's.
  tenancy: { kind: 'store', store: 'storeId', unbound: 'agentId' },
  menus: [
    { name: 'DeviceList', title: 'device', path: 'list', component: 'device/DeviceList', section: 'Device' },
    {
      name: 'DeviceState',
      title: 'deviceState',
      path: 'state',
      component: 'device/DeviceState',
      section: 'Device',
      roles: ['OPERATOR', 'AGENT'],
    },
    {
      name: 'StockDetail',
      title: 'stockDetail',
      path: 'stock',
      component: 'device/StockDetail',
      section: 'Device',
      roles: ['OPERATOR', 'AGENT'],
    },
  ],
  grants: {
    AGENT: ['query', 'edit', 'enable', 'bind', 'returnToFactory', 'rotateSecret'],
    MERCHANT: ['query', 'bind'],
    STORE_MANAGER: ['query'],
  },
});

export const deviceEnable = z.strictObject({ id, enabled: z.boolean() });
export const deviceBind = z.strictObject({ id, storeId: id });
export const deviceReturn = z.strictObject({ id, remark: optionalText(255) });
/** Brings a device issued to the wrong agent (or store) back into the warehouse. */
export const deviceRecall = z.strictObject({ id, remark: optionalText(255) });
export const deviceSecret = z.object({ serialNumber: z.string(), secret: z.string() });

export const deviceEvent = z.object({
  id: z.number(),
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  detail: z.string().nullable(),
});
export type Device = z.infer<typeof deviceEntity>;
export type DeviceEvent = z.infer<typeof deviceEvent>;
