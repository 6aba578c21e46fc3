import { describe, expect, it } from 'vitest';
import { holderOf } from './device-holder';

const device = { agentName: null, storeName: null, merchantName: null };

describe('holderOf', () => {
  it('gives the platform every device not issued or bound', () => {
    for (const state of ['printed', 'in_stock', 'returned'] as const)
      expect(holderOf({ ...device, state, agentName: 'East' })).toEqual({ kind: 'platform' });
  });

  it('gives an issued device to its agent', () => {
    expect(holderOf({ ...device, state: 'shipped', agentName: 'East' })).toEqual({
      kind: 'agent',
      name: 'East',
    });
  });

  it("gives a bound device to its store, with the store's merchant", () => {
    expect(
      holderOf({ state: 'bound', agentName: 'East', storeName: 'Lotus', merchantName: 'Lotus Group' }),
    ).toEqual({ kind: 'store', name: 'Lotus', merchant: 'Lotus Group' });
  });

  it('falls back to the agent, then the platform, when a name is missing', () => {
    expect(holderOf({ ...device, state: 'bound', agentName: 'East' })).toEqual({
      kind: 'agent',
      name: 'East',
    });
    expect(holderOf({ ...device, state: 'shipped' })).toEqual({ kind: 'platform' });
  });
});
