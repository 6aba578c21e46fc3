import type { Option } from '@skin/contract';

/** The levels of the agent -> merchant -> store filters, top down. */
export type CascadeLevel = 'agentId' | 'merchantId' | 'storeId';

/** What a level's choice makes stale: a new agent clears merchant and store, a new merchant the store. */
export const BELOW: Record<CascadeLevel, CascadeLevel[]> = {
  agentId: ['merchantId', 'storeId'],
  merchantId: ['storeId'],
  storeId: [],
};

/** Everything the upper levels' options are drawn from (the stores are searched on the server). */
export type CascadeData = {
  agents: readonly Option[];
  /** Merchants below the chosen agent, or below the caller when no agent is chosen. */
  merchants: readonly Option[];
};

/**
 * Whose stores the store level offers (`under` of `GET /store/options`): the chosen merchant's;
 * else the chosen agent's; else every store the caller sees.
 */
export const storesUnder = (agentId?: number, merchantId?: number) => merchantId ?? agentId;

/** The options of the agent or merchant level, as select options. */
export function cascadeOptions(level: Exclude<CascadeLevel, 'storeId'>, data: CascadeData) {
  const list = level === 'agentId' ? data.agents : data.merchants;
  return list.map((o) => ({ value: o.id, label: o.label }));
}
