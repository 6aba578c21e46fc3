import { describe, expect, it } from 'vitest';
import { BELOW, type CascadeData, cascadeOptions, storesFor } from './cascade';

const data: CascadeData = {
  agents: [
    { id: 3, label: 'East China agent' },
    { id: 4, label: 'Europe agent' },
  ],
  merchants: [{ id: 5, label: 'Lotus Beauty merchant', parentId: 3 }],
  stores: [
    { id: 1, label: 'Lotus Beauty Xuhui', parentId: 5 },
    { id: 2, label: 'Rosa Skin Madrid', parentId: 6 },
    { id: 7, label: 'Lotus Beauty Jingan', parentId: 5 },
  ],
};

describe('agent -> merchant -> store filters', () => {
  it('offers every visible store while nothing above is chosen', () => {
    expect(storesFor(data).map((s) => s.id)).toEqual([1, 2, 7]);
  });
  it("narrows the stores to the chosen agent's merchants", () => {
    expect(storesFor({ ...data, agentId: 3 }).map((s) => s.id)).toEqual([1, 7]);
  });
  it("narrows the stores to the chosen merchant's, whatever the agent", () => {
    expect(storesFor({ ...data, agentId: 3, merchantId: 6 }).map((s) => s.id)).toEqual([2]);
  });
  it('offers no store for an agent without merchants', () => {
    expect(storesFor({ ...data, agentId: 4, merchants: [] })).toEqual([]);
  });
  it('gives each level its own list as select options', () => {
    expect(cascadeOptions('agentId', data)).toEqual([
      { value: 3, label: 'East China agent' },
      { value: 4, label: 'Europe agent' },
    ]);
    expect(cascadeOptions('merchantId', data)).toEqual([{ value: 5, label: 'Lotus Beauty merchant' }]);
    expect(cascadeOptions('storeId', { ...data, merchantId: 5 }).map((o) => o.value)).toEqual([1, 7]);
  });
  it('clears the levels below a changed one, and nothing below the store', () => {
    expect(BELOW.agentId).toEqual(['merchantId', 'storeId']);
    expect(BELOW.merchantId).toEqual(['storeId']);
    expect(BELOW.storeId).toEqual([]);
  });
});
