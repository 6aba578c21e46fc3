import { describe, expect, it } from 'vitest';
import { merchantTree } from './merchant-tree';

const users = [
  { id: 1, label: 'Administrator', parentId: null },
  { id: 3, label: 'East China agent', parentId: 1 },
  { id: 5, label: 'Lotus Beauty merchant', parentId: 3 },
  { id: 7, label: 'Lotus store manager', parentId: 5 },
];

describe('merchant picker tree', () => {
  it('keeps the hierarchy but lets only merchants be picked', () => {
    const [root] = merchantTree(users, [{ id: 5, label: 'Lotus Beauty merchant' }]);
    const agent = root.children![0];
    const merchant = agent.children![0];
    expect([root.disabled, agent.disabled, merchant.disabled]).toEqual([true, true, false]);
    expect(merchant.children![0]).toMatchObject({ value: 7, disabled: true });
  });
  it('leaves every user pickable while the merchants are unknown', () => {
    const [root] = merchantTree(users, undefined);
    expect(root.disabled).toBe(false);
    expect(root.children![0].children![0].disabled).toBe(false);
  });
});
