import { describe, expect, it } from 'vitest';
import { TINY_PNG } from './fixtures/tiny-images';
import { createTestApp } from './harness';

/**
 * Catalogue rows (goods, custom diseases, skin plans) are handed down the tree: platform defaults
 * and an agent's own rows reach everyone below the agent, never a sibling agent's line; they are
 * changed only by their owner and those above it.
 */
const t = await createTestApp();
type Row = { id: number; name: string; ownerId: number | null; ownerName: string | null };
const names = async (who: string, path: string) => {
  const res = await t.as(who, { method: 'GET', url: `/api/${path}?pageNum=1&pageSize=50` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as Row[];
};
const call = (who: string, method: string, url: string, payload?: object) =>
  t.as(who, { method: method as never, url, payload });
const PNG = TINY_PNG;
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
function picture(name: string, bytes: Buffer) {
  const b = `----skin${Date.now()}`;
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}

describe('catalogue rows along the tree', () => {
  it("a merchant reads the platform's goods and its agent's, never another agent's", async () => {
    const seen = await names('merchant1', 'goods');
    expect(seen.some((g) => g.ownerId === null)).toBe(true);
    expect(seen.some((g) => g.ownerName === 'East China agent')).toBe(true);
    expect(seen.some((g) => g.ownerName === 'Europe agent')).toBe(false);
    const plans = await names('manager1', 'skin-plan');
    expect(plans.map((p) => p.ownerName).sort()).toEqual(['East China agent', null].sort());
    expect((await names('agent2', 'custom-disease')).some((c) => c.ownerName === 'East China agent')).toBe(
      false,
    );
  });

  it('an agent changes its own rows only: platform defaults and a sibling agent’s rows are not there to change', async () => {
    const all = await names('admin', 'goods');
    const platform = all.find((g) => g.ownerId === null)!;
    const sibling = all.find((g) => g.ownerName === 'Europe agent')!;
    const own = all.find((g) => g.ownerName === 'East China agent')!;
    expect(
      (await call('agent1', 'PATCH', '/api/goods', { id: platform.id, remark: 'mine now' })).statusCode,
    ).toBe(404);
    expect((await call('agent1', 'PATCH', '/api/goods', { id: sibling.id, remark: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('agent1', 'DELETE', `/api/goods/id/${platform.id}`)).statusCode).toBe(404);
    expect(
      (await call('agent1', 'PATCH', '/api/goods/shelf', { id: platform.id, shelf: 0 })).statusCode,
    ).toBe(404);
    expect((await call('agent1', 'GET', `/api/goods/id/${sibling.id}`)).statusCode).toBe(404);
    expect((await call('agent1', 'GET', `/api/goods/id/${platform.id}`)).statusCode).toBe(200);
    const mine = await call('agent1', 'PATCH', '/api/goods', { id: own.id, remark: 'best seller' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.remark).toBe('best seller');
    // The merchant below reads it, and may not change it.
    expect((await call('merchant1', 'GET', `/api/goods/id/${own.id}`)).json().data.remark).toBe(
      'best seller',
    );
    expect((await call('merchant1', 'PATCH', '/api/goods', { id: own.id, remark: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('a new row belongs to its author, or to the platform when platform staff write it', async () => {
    const a = await call('agent1', 'POST', '/api/goods', {
      type: 'product',
      name: 'Agent serum',
      price: 9900,
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({ ownerName: 'East China agent', price: 9900, shelf: 1 });
    const p = await call('operator', 'POST', '/api/custom-disease', { name: 'Platform issue' });
    expect(p.json().data.ownerId).toBeNull();
    const foreign = await call('agent1', 'POST', '/api/goods', {
      type: 'product',
      name: 'Planted',
      price: 1,
      ownerId: (await names('admin', 'goods')).find((g) => g.ownerName === 'Europe agent')!.ownerId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.fields.ownerId).toBe('Please choose a user of your own organisation');
    const twice = await call('agent1', 'POST', '/api/goods', {
      type: 'product',
      name: 'agent SERUM',
      price: 1,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a skin plan links only goods its author can read', async () => {
    const goods = await names('admin', 'goods');
    const theirs = goods.find((g) => g.ownerName === 'Europe agent')!;
    const platform = goods.find((g) => g.ownerId === null)!;
    const bad = await call('agent1', 'POST', '/api/skin-plan', {
      name: 'Mixed',
      nursingSite: 'face',
      goodsIds: [theirs.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.goodsIds).toBe('Some linked goods do not exist or are not yours to use');
    const good = await call('agent1', 'POST', '/api/skin-plan', {
      name: 'Mixed',
      nursingSite: 'body',
      goodsIds: [platform.id],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.goodsIds).toEqual([platform.id]);
    const changed = await call('agent1', 'PATCH', '/api/skin-plan', {
      id: good.json().data.id,
      goodsIds: [],
    });
    expect(changed.json().data.goodsIds).toEqual([]);
  });

  it('takes goods pictures that are JPG or PNG by content, nothing else', async () => {
    const png = await t.as('agent1', { method: 'POST', url: '/api/goods/upload', ...picture('a.png', PNG) });
    expect(png.statusCode, png.body).toBe(200);
    const gif = await t.as('agent1', { method: 'POST', url: '/api/goods/upload', ...picture('b.png', GIF) });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().msg).toBe('The picture must be a JPG or PNG image');
    const text = await t.as('agent1', {
      method: 'POST',
      url: '/api/goods/upload',
      ...picture('c.png', Buffer.from('<svg/>')),
    });
    expect(text.statusCode).toBe(400);
    const made = await call('agent1', 'POST', '/api/goods', {
      type: 'instrument',
      name: 'Pictured',
      price: 100,
      iconFileId: png.json().data.id,
    });
    expect(made.json().data.iconUrl).toBe(`/api/files/${png.json().data.id}`);
    const unknown = await call('agent1', 'POST', '/api/goods', {
      type: 'instrument',
      name: 'Ghost picture',
      price: 100,
      iconFileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
