import { z } from 'zod';
import { id, optionalText, patchOf } from '../common/fields';
import { defineResource } from '../common/resource';

/** Most labels one print job may allocate. */
export const MAX_PRINT_QUANTITY = 1000;

export const printJobEntity = z.object({
  id: z.number(),
  deviceTypeId: z.number(),
  model: z.string(),
  quantity: z.number(),
  remark: z.string().nullable(),
  printedAt: z.string().nullable(),
  printCount: z.number(),
  createdAt: z.string(),
});

/** QR-code print jobs: each allocates new serial numbers and yields a printable label sheet. */
export const printJobResource = defineResource({
  name: 'printJob',
  path: 'print-job',
  permission: 'business:print-job',
  entity: printJobEntity,
  create: z.strictObject({
    deviceTypeId: id,
    quantity: z.coerce.number().int().min(1).max(MAX_PRINT_QUANTITY),
    remark: optionalText(255),
  }),
  update: patchOf({ remark: optionalText(255) }),
  filters: z.object({ deviceTypeId: id.optional() }),
  sorts: ['id', 'quantity', 'printedAt', 'printCount', 'createdAt'],
  actions: ['query', 'add', 'edit'],
  tenancy: { kind: 'platform' },
  menus: [
    { name: 'Printer', title: 'printer', path: 'printer', component: 'device/Printer', section: 'Device' },
  ],
});

/** One label of a sheet: the QR code encodes the serial number. */
export const printLabel = z.object({ serialNumber: z.string(), model: z.string(), qrDataUrl: z.string() });
export type PrintJob = z.infer<typeof printJobEntity>;
