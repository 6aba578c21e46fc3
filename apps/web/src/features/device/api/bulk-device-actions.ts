import type { DeviceBulkResult, deviceBulkBind, deviceBulkEnable } from '@skin/contract';
import type { z } from 'zod';
import { quietWrite } from './quiet-write';

/** `PATCH /device/bulk-enable`: enables or disables each selected device the caller may change. */
export const bulkEnableDevices = (body: z.input<typeof deviceBulkEnable>) =>
  quietWrite<DeviceBulkResult>('/device/bulk-enable', 'PATCH', body);

/** `PATCH /device/bulk-bind`: binds each selected device it may to one store. */
export const bulkBindDevices = (body: z.input<typeof deviceBulkBind>) =>
  quietWrite<DeviceBulkResult>('/device/bulk-bind', 'PATCH', body);
