import { describe, expect, it } from 'vitest';
import { BELOW, narrowingOf, storesUnder } from './cascade';

describe('agent -> merchant -> store filters', () => {
  it("offers the chosen merchant's stores, else the chosen agent's, else every visible one", () => {
    expect(storesUnder()).toBeUndefined();
    expect(storesUnder(3)).toBe(3);
    expect(storesUnder(3, 6)).toBe(6);
  });
  it('searches agents, then merchants below the chosen agent, then stores below the choices', () => {
    expect(narrowingOf('agentId')).toEqual({ role: 'AGENT' });
    expect(narrowingOf('merchantId')).toEqual({ role: 'MERCHANT', under: undefined });
    expect(narrowingOf('merchantId', 3)).toEqual({ role: 'MERCHANT', under: 3 });
    expect(narrowingOf('storeId', 3, 6)).toEqual({ under: 6 });
  });
  it('clears the levels below a changed one, and nothing below the store', () => {
    expect(BELOW.agentId).toEqual(['merchantId', 'storeId']);
    expect(BELOW.merchantId).toEqual(['storeId']);
    expect(BELOW.storeId).toEqual([]);
  });
});
