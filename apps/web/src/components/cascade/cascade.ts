import type { RoleCode } from '@skin/contract';

/** The levels of the agent -> merchant -> store filters, top down. */
export type CascadeLevel = 'agentId' | 'merchantId' | 'storeId';

/** What a level's choice makes stale: a new agent clears merchant and store, a new merchant the store. */
export const BELOW: Record<CascadeLevel, CascadeLevel[]> = {
  agentId: ['merchantId', 'storeId'],
  merchantId: ['storeId'],
  storeId: [],
};

/** The role of the users an upper level picks. */
export const LEVEL_ROLE: Record<Exclude<CascadeLevel, 'storeId'>, RoleCode> = {
  agentId: 'AGENT',
  merchantId: 'MERCHANT',
};

/**
 * Whose stores the store level offers (`under` of `GET /store/options`): the chosen merchant's;
 * else the chosen agent's; else every store the caller sees.
 */
export const storesUnder = (agentId?: number, merchantId?: number) => merchantId ?? agentId;

/**
 * What a level's picker searches (`GET /<path>/options`): agents among the users the caller sees;
 * merchants below the chosen agent (else every merchant the caller sees); stores as `storesUnder`.
 */
export function narrowingOf(level: CascadeLevel, agentId?: number, merchantId?: number) {
  if (level === 'storeId') return { under: storesUnder(agentId, merchantId) };
  if (level === 'agentId') return { role: LEVEL_ROLE.agentId };
  return { role: LEVEL_ROLE.merchantId, under: agentId };
}
