import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, users } from '../src/db/schema';
import { createTestApp } from './harness';

/**
 * The pickers' search (`GET /<path>/options`, data/pick-options.ts) at the size a goods upload
 * makes: agent1 holds 10,000 goods, and its own, its merchant's, the platform's and a sibling
 * agent's goods must still be found, named and linked exactly as the rules say.
 */
const t = await createTestApp();
const call = (who: string, method: string, url: string, payload?: object) =>
  t.as(who, { method: method as never, url, payload });
type Item = { id: number; label: string; owner?: string | null };
const pick = async (who: string, path: string, query: string) => {
  const res = await call(who, 'GET', `/api/${path}/options?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Item[]; more: boolean };
};
const labels = (page: { items: Item[] }) => page.items.map((i) => i.label);
const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const goodsId = async (name: string) =>
  (await t.db.select({ id: goods.id }).from(goods).where(eq(goods.name, name)))[0].id;

const BULK = 10_000;
const owned = {
  platform: 'Pickzeta platform',
  own: 'Pickzeta own',
  merchant: 'Pickzeta merchant',
  sibling: 'Pickzeta sibling',
};

beforeAll(async () => {
  // One statement, as an upload leaves them: names that sort before the others, so they fill the
  // first pages of any search that does not narrow.
  await t.db.execute(sql`insert into goods (owner_id, type, name, price)
    select (select id from users where username = 'agent1'), 'product', 'Pickbulk ' || lpad(i::text, 5, '0'), 100
    from generate_series(1, ${BULK}) i`);
  for (const [name, owner] of [
    [owned.platform, sql`null::int`],
    [owned.own, sql`(select id from users where username = 'agent1')`],
    [owned.merchant, sql`(select id from users where username = 'merchant1')`],
    [owned.sibling, sql`(select id from users where username = 'agent2')`],
  ] as const)
    await t.db.execute(
      sql`insert into goods (owner_id, type, name, price) values (${owner}, 'product', ${name}, 100)`,
    );
});
afterAll(async () => {
  await t.db.execute(
    sql`delete from skin_plan_goods where goods_id in (select id from goods where name like 'Pick%')`,
  );
  await t.db.execute(sql`delete from skin_plans where name like 'Pick%'`);
  await t.db.execute(sql`delete from goods where name like 'Pick%'`);
});

describe('pickers at any size', () => {
  it("finds agent1's, its merchant's and the platform's goods by name among 10,000, never a sibling's", async () => {
    const found = await pick('agent1', 'goods', 'q=pickZETA');
    expect(labels(found)).toEqual([owned.merchant, owned.own, owned.platform]);
    expect(found.items.find((i) => i.label === owned.platform)?.owner).toBeNull();
    expect(found.items.find((i) => i.label === owned.own)?.owner).toBe('East China agent');
    expect(found.more).toBe(false);
    expect(labels(await pick('agent2', 'goods', 'q=pickzeta'))).toEqual([owned.platform, owned.sibling]);
    // Wildcards are text: a "%" finds only names holding one.
    expect((await pick('agent1', 'goods', `q=${encodeURIComponent('%zeta')}`)).items).toEqual([]);
  });

  it('pages in label order without repeats, and says when more follow', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 200; offset += 50) {
      const page = await pick('agent1', 'goods', `q=pickbulk&limit=50&offset=${offset}`);
      expect(page.items).toHaveLength(50);
      expect(page.more).toBe(true);
      seen.push(...labels(page));
    }
    expect(new Set(seen).size).toBe(200);
    expect(seen).toEqual([...seen].sort());
    expect(seen[0]).toBe('Pickbulk 00001');
    const last = await pick('agent1', 'goods', `q=pickbulk&limit=50&offset=${BULK - 30}`);
    expect(last.items).toHaveLength(30);
    expect(last.more).toBe(false);
    // The page is bounded: a larger one is refused, with the field named.
    const tooMany = await call('agent1', 'GET', '/api/goods/options?limit=500');
    expect(tooMany.statusCode).toBe(400);
  });

  it('names linked ids beyond the first page, and only those the caller may see', async () => {
    const deep = await goodsId('Pickbulk 09876');
    const sibling = await goodsId(owned.sibling);
    const named = await pick('agent1', 'goods', `ids=${deep},${sibling}`);
    expect(named.items).toEqual([{ id: deep, label: 'Pickbulk 09876', owner: 'East China agent' }]);
    expect((await pick('agent2', 'goods', `ids=${deep}`)).items).toEqual([]);
    expect((await pick('admin', 'goods', `ids=${deep},${sibling}`)).items.map((i) => i.id).sort()).toEqual(
      [deep, sibling].sort(),
    );
  });

  it('offers a link only what everyone who sees the linking row sees', async () => {
    const agent1 = await idOf('agent1');
    // The platform's own rows (a platform plan, the platform's advice).
    expect(labels(await pick('admin', 'goods', 'q=pickzeta&linkableBy=0'))).toEqual([owned.platform]);
    expect(labels(await pick('agent1', 'goods', 'q=pickzeta&linkableBy=0'))).toEqual([owned.platform]);
    // agent1's row: the platform's and agent1's line, not its merchant's (agent1's other merchants
    // would see a bare id).
    expect(labels(await pick('agent1', 'goods', `q=pickzeta&linkableBy=${agent1}`))).toEqual([
      owned.own,
      owned.platform,
    ]);
    // A user the caller does not see reaches nothing.
    expect((await pick('agent2', 'goods', `q=pickzeta&linkableBy=${agent1}`)).items).toEqual([]);
  });

  it('refuses on save the links the pickers do not offer', async () => {
    const [platform, own, merchant] = [
      await goodsId(owned.platform),
      await goodsId(owned.own),
      await goodsId(owned.merchant),
    ];
    const plan = (who: string, name: string, goodsIds: number[], ownerId?: number) =>
      call(who, 'POST', '/api/skin-plan', {
        name,
        nursingSite: 'face',
        goodsIds,
        ...(ownerId ? { ownerId } : {}),
      });
    const foreignLink = await plan('admin', 'Pick platform plan', [own]);
    expect(foreignLink.statusCode).toBe(400);
    expect(foreignLink.json().data.fieldMessages).toEqual({ goodsIds: { key: 'linksOutOfLine' } });
    const platformPlan = await plan('admin', 'Pick platform plan', [platform]);
    expect(platformPlan.statusCode, platformPlan.body).toBe(200);
    // agent1's plan: its own goods and the platform's, not its merchant's.
    expect((await plan('agent1', 'Pick agent plan x', [merchant])).json().data.fieldMessages).toEqual({
      goodsIds: { key: 'linksOutOfLine' },
    });
    const agentPlan = await plan('agent1', 'Pick agent plan', [own, platform]);
    expect(agentPlan.statusCode, agentPlan.body).toBe(200);
    // Handed to the platform, the plan's agent goods would go dark for everyone else: refused.
    const handed = await call('admin', 'PATCH', '/api/skin-plan', {
      id: agentPlan.json().data.id,
      ownerId: null,
    });
    expect(handed.statusCode).toBe(400);
    expect(
      (await call('agent1', 'GET', `/api/skin-plan/id/${agentPlan.json().data.id}`)).json().data.ownerId,
    ).toBe(await idOf('agent1'));
    // An agent's advice override: the same rule, for its whole line.
    const [slot] = (await call('admin', 'GET', '/api/disease-detail?pageNum=1&pageSize=5')).json().data.list;
    const override = await call('agent1', 'PATCH', '/api/disease-detail', {
      id: slot.id,
      goodsIds: [merchant],
    });
    expect(override.json().data.fieldMessages).toEqual({ goodsIds: { key: 'linksOutOfLine' } });
    const original = await call('admin', 'PATCH', '/api/disease-detail', { id: slot.id, goodsIds: [own] });
    expect(original.json().data.fieldMessages).toEqual({ goodsIds: { key: 'platformLinksOnly' } });
  });

  it('searches the other pickers the same way, within the scope, with their owners', async () => {
    const stores = await pick('agent1', 'store', 'limit=50');
    expect(stores.items.length).toBeGreaterThan(0);
    expect(stores.items.every((s) => typeof s.owner === 'string')).toBe(true);
    const merchant2 = await idOf('merchant2');
    expect((await pick('agent1', 'store', `under=${merchant2}`)).items).toEqual([]);
    const users = await pick('agent1', 'ums-user', 'q=merchant');
    expect(users.items.length).toBeGreaterThan(0);
    expect((await pick('agent1', 'ums-user', 'q=Europe')).items).toEqual([]);
    const consumers = await pick('manager1', 'consumer', 'limit=5');
    expect(consumers.items.every((c) => typeof c.owner === 'string')).toBe(true);
    // A tenant's rows are searched, never sent whole: no `/all`; a parameter of another tenancy is refused.
    expect((await call('agent1', 'GET', '/api/goods/all')).statusCode).toBe(404);
    expect((await call('agent1', 'GET', '/api/goods/options?under=1')).statusCode).toBe(400);
  });

  it("narrows users to a role: the cascade's agents, and merchants below a chosen agent", async () => {
    const agentIds = (await pick('admin', 'ums-user', 'role=AGENT&limit=50')).items.map((u) => u.id);
    expect(agentIds).toEqual(expect.arrayContaining([await idOf('agent1'), await idOf('agent2')]));
    expect(agentIds).not.toContain(await idOf('merchant1'));
    const agent1 = await idOf('agent1');
    const below = (await pick('admin', 'ums-user', `role=MERCHANT&under=${agent1}&limit=50`)).items.map(
      (u) => u.id,
    );
    expect(below).toContain(await idOf('merchant1'));
    expect(below).not.toContain(await idOf('merchant2'));
    // Each shown with the user above it.
    const merchant1 = await idOf('merchant1');
    const found = (await pick('admin', 'ums-user', `role=MERCHANT&under=${agent1}&limit=50`)).items;
    expect(found.find((u) => u.id === merchant1)?.owner).toBe('East China agent');
    // Within the caller's scope: agent1 never sees agent2's merchants, whatever it asks.
    const seen = (await pick('agent1', 'ums-user', 'role=MERCHANT&limit=50')).items.map((u) => u.id);
    expect(seen).not.toContain(await idOf('merchant2'));
    expect((await call('agent1', 'GET', '/api/ums-user/options?role=KING')).statusCode).toBe(400);
    expect((await call('agent1', 'GET', '/api/store/options?role=AGENT')).statusCode).toBe(400);
  });
});
