import { goodsEntity } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGoodsData } from '../src/data/goods.data';
import { users } from '../src/db/schema';
import { createTestApp } from './harness';
import { scopeActorOf } from './scope-actor';

// The goods list is written as JSON by the database (ListSpec.json). These tests hold that JSON
// to what the rows read by drizzle, mapped by `toGoods` and checked by the entity's schema give:
// the same fields, values and types, for every kind of value a goods row can hold.
const t = await createTestApp();
const data = createGoodsData(t.db);

const actorOf = (username: string) => scopeActorOf(t.db, username);

/** What the list route answers, and the same page read into rows and checked by the schema. */
async function bothWays(username: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.as(username, { method: 'GET', url: `/api/goods?${search}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const q = { pageNum: 1, pageSize: 20, ...query } as never;
  const rows = await data.listRows(await actorOf(username), q);
  const expected = { ...rows, list: rows.list.map((row) => goodsEntity.parse(row)) };
  return { written: res.json(), expected };
}

describe('the goods page written by the database', () => {
  beforeAll(async () => {
    const [agent] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'agent1'));
    // Every field filled with what JSON must escape, and every nullable field empty; times with
    // microseconds (the database keeps them, the wire has milliseconds, truncated as JS does).
    await t.db.execute(sql`insert into goods (owner_id, type, name, price, crossed_price, icon_file_id,
        purpose, category, use_scenarios, specifications, recommended_reason, display_method,
        recommended_crowd, not_applicable_crowd, component, introduction, hyperlink, shelf, remark,
        updated_at)
      values
        (${agent.id}, 'product', ${'JSON "quoted" \\ back/slash'}, 0, 1000000000,
         '0f8fa1d2-5c1e-4c8a-9a57-3c1d2b7e9a01', ${'tab\there\nnew line\r\u0001\u001f'}, 'serum',
         ${'中文 émoji 😀 \u2028 \u2029'}, ${'<script>alert(1)</script>'}, ${"it's"}, 'text',
         ${'a'.repeat(255)}, ${'b'}, ${'c'.repeat(1000)}, ${'d\n'.repeat(2400)}, 'https://example.com/a?b=c&d=e',
         0, ${'{"not":"json"}'}, '2026-01-01 00:00:00.123999+00'),
        (null, 'instrument', 'JSON bare', 1, null, null, null, null, null, null, null, 'graphic',
         null, null, null, null, null, 1, null, '1999-12-31 23:59:59.999999+00'),
        (${agent.id}, 'product', 'JSON empty strings', 5, 5, null, '', null, '', '', '', 'graphic',
         '', '', '', '', null, 1, '', '2026-06-30 12:00:00+00')`);
  });

  it('answers with the fields, values and types of the rows it replaced, escapes and nulls included', async () => {
    const { written, expected } = await bothWays('admin', { name: 'JSON' });
    expect(written.code).toBe(200);
    expect(written.msg).toBe('success');
    expect(written.data.list).toHaveLength(3);
    expect(written.data).toStrictEqual(expected);
    const quoted = written.data.list.find((g: { name: string }) => g.name.startsWith('JSON "quoted"'));
    expect(quoted.updatedAt).toBe('2026-01-01T00:00:00.123Z');
    expect(quoted.iconUrl).toBe('/api/files/0f8fa1d2-5c1e-4c8a-9a57-3c1d2b7e9a01');
    expect(quoted.ownerName).toBeTypeOf('string');
    expect(Object.keys(quoted).sort()).toEqual(Object.keys(goodsEntity.shape).sort());
  });

  it('pages, sorts, filters and scopes exactly as the rows do', async () => {
    for (const [user, query] of [
      ['admin', { pageNum: 1, pageSize: 10 }],
      ['admin', { pageNum: 2, pageSize: 10, sort: 'price', order: 'desc' }],
      ['admin', { pageNum: 1, pageSize: 20, type: 'instrument', sort: 'updatedAt', order: 'asc' }],
      ['admin', { pageNum: 1, pageSize: 20, category: 'serum', shelf: 0 }],
      ['agent1', { pageNum: 1, pageSize: 50, sort: 'name' }],
      ['admin', { pageNum: 1, pageSize: 20, name: 'nothing is called this' }],
      ['admin', { pageNum: 999, pageSize: 20 }],
    ] as const) {
      const { written, expected } = await bothWays(user, query);
      expect(written.data, `${user} ${JSON.stringify(query)}`).toStrictEqual(expected);
    }
  });

  it("reads one goods by id as the row does, for the administrator and within an agent's scope", async () => {
    const { expected } = await bothWays('admin', { name: 'JSON' });
    const others = await bothWays('admin', { pageNum: 1, pageSize: 5 });
    const ids = [...expected.list, ...others.expected.list].map((g) => g.id);
    let agentSees = 0;
    for (const user of ['admin', 'agent1']) {
      const actor = await actorOf(user);
      for (const id of ids) {
        const res = await t.as(user, { method: 'GET', url: `/api/goods/id/${id}` });
        const row = await data.get(actor, id).then(
          (g) => goodsEntity.parse(g),
          () => undefined,
        );
        if (!row) {
          expect(res.statusCode, `${user} ${id}`).toBe(404);
          continue;
        }
        if (user === 'agent1') agentSees++;
        expect(res.statusCode, `${user} ${id}`).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.json().data, `${user} ${id}`).toStrictEqual(row);
      }
    }
    expect(agentSees).toBeGreaterThan(0);
  });

  it('leaves a page past the end empty with the true total, and an empty search at zero', async () => {
    const past = await bothWays('admin', { pageNum: 999, pageSize: 20 });
    expect(past.written.data.list).toEqual([]);
    expect(past.written.data.total).toBeGreaterThan(0);
    const none = await bothWays('admin', { name: 'nothing is called this' });
    expect(none.written.data).toMatchObject({ list: [], total: 0 });
  });
});
