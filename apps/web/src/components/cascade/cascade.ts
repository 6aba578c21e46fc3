import type { Option } from '@skin/contract';

/** The levels of the agent -> merchant -> store filters, top down. */
export type CascadeLevel = 'agentId' | 'merchantId' | 'storeId';

/** What a level's choice makes stale: a new agent clears merchant and store, a new merchant the store. */
export const BELOW: Record<CascadeLevel, CascadeLevel[]> = {
  agentId: ['merchantId', 'storeId'],
  merchantId: ['storeId'],
  storeId: [],
};

/** Everything a level's options are drawn from. */
export type CascadeData = {
  agents: readonly Option[];
  /** Merchants below the chosen agent, or below the caller when no agent is chosen. */
  merchants: readonly Option[];
  /** Stores the caller may see; `parentId` is the store's merchant. */
  stores: readonly Option[];
  agentId?: number;
  merchantId?: number;
};

/**
 * The stores to offer: the chosen merchant's; else, with an agent chosen, those of its merchants;
 * else every store the caller sees.
 */
export function storesFor(data: CascadeData): Option[] {
  if (data.merchantId !== undefined) return data.stores.filter((s) => s.parentId === data.merchantId);
  if (data.agentId !== undefined) {
    const ids = new Set(data.merchants.map((m) => m.id));
    return data.stores.filter((s) => s.parentId != null && ids.has(s.parentId));
  }
  return [...data.stores];
}

/** The options of one level, as select options. */
export function cascadeOptions(level: CascadeLevel, data: CascadeData) {
  const list = level === 'agentId' ? data.agents : level === 'merchantId' ? data.merchants : storesFor(data);
  return list.map((o) => ({ value: o.id, label: o.label }));
}
