import { z } from 'zod';
import { id, optionalText, patchOf, requiredText, sort } from '../common/fields';
import { defineResource } from '../common/resource';

/**
 * States of both order kinds: submitted -> in progress -> completed, or closed short of its
 * quantity with a reason (a partial delivery); docs/devices.md, "Orders".
 */
export const ORDER_STATES = ['submitted', 'in_progress', 'completed', 'closed'] as const;
/** States in which an order still takes scans and changes. */
export const OPEN_ORDER_STATES = ['submitted', 'in_progress'] as const;
export const MAX_ORDER_QUANTITY = 10_000;

const serial = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,64}$/, 'Serial number format error');

export const inputOrderEntity = z.object({
  id: z.number(),
  number: z.string(),
  deviceTypeId: z.number(),
  model: z.string(),
  quantity: z.number(),
  receivedQuantity: z.number(),
  /** Secrets of received devices not yet handed over (downloaded once as a file). */
  pendingSecrets: z.number(),
  state: z.enum(ORDER_STATES),
  closeReason: z.string().nullable(),
  remark: z.string().nullable(),
  sort: z.number(),
  createdAt: z.string(),
});
const inputFields = {
  deviceTypeId: id,
  quantity: z.coerce.number().int().min(1).max(MAX_ORDER_QUANTITY),
  remark: optionalText(255),
  sort: sort.default(0),
};

/** Stock-in orders: production received into the warehouse by scanning serial numbers. */
export const inputOrderResource = defineResource({
  name: 'inputOrder',
  path: 'input-order',
  permission: 'business:input-order',
  entity: inputOrderEntity,
  create: z.strictObject(inputFields),
  update: patchOf(inputFields),
  filters: z.object({
    number: z.string().trim().max(32).optional(),
    state: z.enum(ORDER_STATES).optional(),
    deviceTypeId: id.optional(),
  }),
  sorts: ['number', 'quantity', 'receivedQuantity', 'state', 'sort', 'createdAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  extra: {
    scan: 'business:input-order:scan',
    complete: 'business:input-order:complete',
    secrets: 'business:input-order:secrets',
  },
  tenancy: { kind: 'platform' },
  menus: [
    {
      name: 'InputOrder',
      title: 'inputOrder',
      path: 'input-order',
      component: 'device/InputOrder',
      section: 'Device',
    },
  ],
});

export const inputScan = z.strictObject({
  orderId: id,
  serialNumber: serial,
  bluetoothName: optionalText(64),
  firmwareVersion: optionalText(32),
  batchNumber: optionalText(64),
  remark: optionalText(255),
});

export const outputOrderEntity = z.object({
  id: z.number(),
  number: z.string(),
  agentId: z.number(),
  agentName: z.string(),
  shipperId: z.number().nullable(),
  shipperName: z.string().nullable(),
  consigneeName: z.string(),
  consigneePhone: z.string(),
  consigneeAddress: z.string(),
  deviceTypeId: z.number(),
  model: z.string(),
  quantity: z.number(),
  issuedQuantity: z.number(),
  state: z.enum(ORDER_STATES),
  closeReason: z.string().nullable(),
  remark: z.string().nullable(),
  sort: z.number(),
  createdAt: z.string(),
});
const outputFields = {
  agentId: id.describe('The agent (user id) the devices go to'),
  shipperId: id.nullish(),
  consigneeName: requiredText(64),
  consigneePhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{5,20}$/, 'phone number format error'),
  consigneeAddress: requiredText(255),
  deviceTypeId: id,
  quantity: z.coerce.number().int().min(1).max(MAX_ORDER_QUANTITY),
  remark: optionalText(255),
  sort: sort.default(0),
};

/** Stock-out orders: devices issued from the warehouse to an agent by scanning serial numbers. */
export const outputOrderResource = defineResource({
  name: 'outputOrder',
  path: 'output-order',
  permission: 'business:output-order',
  entity: outputOrderEntity,
  create: z.strictObject(outputFields),
  update: patchOf(outputFields),
  filters: z.object({
    number: z.string().trim().max(32).optional(),
    state: z.enum(ORDER_STATES).optional(),
    agentId: id.optional(),
  }),
  sorts: [
    'number',
    'consigneeName',
    'consigneePhone',
    'quantity',
    'issuedQuantity',
    'state',
    'sort',
    'createdAt',
  ],
  actions: ['query', 'add', 'edit', 'delete'],
  extra: { scan: 'business:output-order:scan', complete: 'business:output-order:complete' },
  // The receiving agent's, and visible to the salesperson linked to the order's shipper.
  tenancy: { kind: 'tree', owner: 'agentId', carrier: 'shipperId' },
  menus: [
    {
      name: 'OutputOrder',
      title: 'outputOrder',
      path: 'output-order',
      component: 'device/OutputOrder',
      section: 'Device',
      roles: ['OPERATOR', 'SALESMAN'],
    },
    {
      name: 'IncomingShipment',
      title: 'incomingShipment',
      path: 'incoming',
      component: 'device/IncomingShipment',
      section: 'Device',
      roles: ['AGENT'],
    },
  ],
  grants: { AGENT: ['query'], SALESMAN: ['query'] },
});

export const outputScan = z.strictObject({ orderId: id, serialNumber: serial });
export const orderComplete = z.strictObject({ id });
/** Closes an order short of its quantity: a partial delivery, with the reason. */
export const orderClose = z.strictObject({ id, reason: requiredText(255) });
/** Takes a mis-scanned device out of an open order (recorded in its ledger). */
export const orderUnscan = z.strictObject({ orderId: id, serialNumber: serial, reason: optionalText(255) });
/** What a scan answers; a received device's secret waits for the order's hand-over file. */
export const scanResult = z.object({
  serialNumber: z.string(),
  done: z.number(),
  quantity: z.number(),
});
/** A scanned device row of an order's detail screen. */
export const orderDevice = z.object({
  id: z.number(),
  serialNumber: z.string(),
  bluetoothName: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  batchNumber: z.string().nullable(),
  state: z.string(),
  updatedAt: z.string(),
  remark: z.string().nullable(),
});
export type InputOrder = z.infer<typeof inputOrderEntity>;
export type OutputOrder = z.infer<typeof outputOrderEntity>;
