import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/** A crossed-out price is what the goods cost before: never below the price, however it is sent. */
const t = await createTestApp();
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await t.as('agent1', { method, url, payload });
  return { status: res.statusCode, body: res.json() };
};

describe('goods prices', () => {
  it('a crossed price below the price is refused on its field, on create and on either price changed', async () => {
    const refused = await call('POST', '/api/goods', {
      type: 'product',
      name: 'Priced serum',
      price: 9900,
      crossedPrice: 5000,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldMessages).toEqual({ crossedPrice: { key: 'crossedBelowPrice' } });
    expect((await call('GET', '/api/goods?name=Priced serum')).body.data.list).toEqual([]);

    const made = await call('POST', '/api/goods', {
      type: 'product',
      name: 'Priced serum',
      price: 9900,
      crossedPrice: 12_900,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id;
    // Raising the price alone above the crossed one is refused too, and changes nothing.
    expect((await call('PATCH', '/api/goods', { id, price: 15_000 })).status).toBe(400);
    expect((await call('PATCH', '/api/goods', { id, crossedPrice: 100 })).status).toBe(400);
    const kept = (await call('GET', `/api/goods/id/${id}`)).body.data;
    expect([kept.price, kept.crossedPrice]).toEqual([9900, 12_900]);
    expect((await call('PATCH', '/api/goods', { id, crossedPrice: null })).status).toBe(200);
  });
});
