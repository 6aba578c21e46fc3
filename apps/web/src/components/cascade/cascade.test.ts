import { describe, expect, it } from 'vitest';
import { BELOW, type CascadeData, cascadeOptions, storesUnder } from './cascade';

const data: CascadeData = {
  agents: [
    { id: 3, label: 'East China agent' },
    { id: 4, label: 'Europe agent' },
  ],
  merchants: [{ id: 5, label: 'Lotus Beauty merchant', parentId: 3 }],
};

describe('agent -> merchant -> store filters', () => {
  it("offers the chosen merchant's stores, else the chosen agent's, else every visible one", () => {
    expect(storesUnder()).toBeUndefined();
    expect(storesUnder(3)).toBe(3);
    expect(storesUnder(3, 6)).toBe(6);
  });
  it('gives each level its own list as select options', () => {
    expect(cascadeOptions('agentId', data)).toEqual([
      { value: 3, label: 'East China agent' },
      { value: 4, label: 'Europe agent' },
    ]);
    expect(cascadeOptions('merchantId', data)).toEqual([{ value: 5, label: 'Lotus Beauty merchant' }]);
  });
  it('clears the levels below a changed one, and nothing below the store', () => {
    expect(BELOW.agentId).toEqual(['merchantId', 'storeId']);
    expect(BELOW.merchantId).toEqual(['storeId']);
    expect(BELOW.storeId).toEqual([]);
  });
});
