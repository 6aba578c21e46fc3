import type { deviceBind, deviceEnable, deviceRecall, deviceReturn, deviceSecret } from '@skin/contract';
import type { z } from 'zod';
import { quietWrite } from './quiet-write';

/** `PATCH /device/enable`: a disabled device can no longer sign in to the device API. */
export const setDeviceEnabled = (body: z.input<typeof deviceEnable>) =>
  quietWrite<null>('/device/enable', 'PATCH', body);

/** `PATCH /device/bind`: the store's merchant becomes the device's holder. */
export const bindDevice = (body: z.input<typeof deviceBind>) =>
  quietWrite<null>('/device/bind', 'PATCH', body);

/** `PATCH /device/return`: back to the factory; the platform holds it again and its secret is void. */
export const returnDevice = (body: z.input<typeof deviceReturn>) =>
  quietWrite<null>('/device/return', 'PATCH', body);

/** `PATCH /device/recall`: a device issued to the wrong agent (or store) back into the warehouse. */
export const recallDevice = (body: z.input<typeof deviceRecall>) =>
  quietWrite<null>('/device/recall', 'PATCH', body);

/** `POST /device/secret`: a new device secret, answered once (the old one stops working). */
export const rotateDeviceSecret = (id: number) =>
  quietWrite<z.infer<typeof deviceSecret>>('/device/secret', 'POST', { id });
