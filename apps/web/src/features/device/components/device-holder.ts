import type { Device } from '@skin/contract';

/** Who holds a device now: the platform (printed, in the warehouse, returned), an agent, or a store. */
export type Holder =
  | { kind: 'platform' }
  | { kind: 'agent'; name: string }
  | { kind: 'store'; name: string; merchant: string | null };

/**
 * The holder a device's state and links name (docs/devices.md, "Lifecycle and ledger"): issued
 * devices are their agent's until bound, bound ones their store's; anything else is the
 * platform's. A name the caller may not see (null) falls back to the next holder up, never to an
 * empty text.
 */
export function holderOf(d: Pick<Device, 'state' | 'agentName' | 'storeName' | 'merchantName'>): Holder {
  if (d.state === 'bound' && d.storeName)
    return { kind: 'store', name: d.storeName, merchant: d.merchantName };
  if ((d.state === 'shipped' || d.state === 'bound') && d.agentName)
    return { kind: 'agent', name: d.agentName };
  return { kind: 'platform' };
}
