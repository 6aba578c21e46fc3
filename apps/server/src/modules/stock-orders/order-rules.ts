import { type MessageKey, OPEN_ORDER_STATES } from '@skin/contract';
import { Conflict } from '../../lib/errors';

/** An order takes scans and changes only while it is open; says why not otherwise. */
export function assertOpen(order: { state: string }) {
  if (order.state === 'completed') throw Conflict('orderCompleted');
  if (!(OPEN_ORDER_STATES as readonly string[]).includes(order.state)) throw Conflict('orderClosed');
}

/** A refusal of one scanned serial, shown beside it on the scan screen. */
export const serialRefused = (key: MessageKey, params?: Record<string, string | number>) => {
  const message = params ? { key, params } : key;
  return Conflict(message, { serialNumber: message });
};
