import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/**
 * Deleting from the skin knowledge base what others rest on is refused with a message that names
 * the row and counts what uses it (docs/skin-knowledge.md, "Deletes"), and changes nothing.
 */
const t = await createTestApp();
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0].n);
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await t.as('admin', { method, url, payload });
  return { status: res.statusCode, body: res.json() };
};

describe('deletes from the knowledge base', () => {
  it('a dimension tests are scored on is refused, naming it and the counts; an unused one goes', async () => {
    const [pores] = (
      (await t.db.execute(sql`select id, name from diseases where code = 'pores'`)) as unknown as {
        rows: { id: number; name: string }[];
      }
    ).rows;
    const tests = await count(sql`select count(*) as n from test_scores where disease_id = ${pores.id}`);
    const slots = await count(sql`select count(*) as n from disease_details where disease_id = ${pores.id}`);
    expect(tests).toBeGreaterThan(0);
    const refused = await call('DELETE', `/api/disease/id/${pores.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.data.message).toEqual({
      key: 'dimensionInUse',
      params: { name: pores.name, tests: String(tests), slots: String(slots) },
    });
    expect(refused.body.msg).toContain('set it not in use instead of deleting it');
    expect(await count(sql`select count(*) as n from diseases where id = ${pores.id}`)).toBe(1);
    expect(await count(sql`select count(*) as n from test_scores where disease_id = ${pores.id}`)).toBe(
      tests,
    );

    const made = await call('POST', '/api/disease', { code: 'unused_dimension', name: 'Unused' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // Several at once are refused whole when one is used.
    const both = await call('DELETE', `/api/disease/id/${made.body.data.id},${pores.id}`);
    expect(both.status).toBe(409);
    expect(await count(sql`select count(*) as n from diseases where id = ${made.body.data.id}`)).toBe(1);
    expect((await call('DELETE', `/api/disease/id/${made.body.data.id}`)).status).toBe(200);
  });

  it('a level advice is written for is refused with the count; once its advice is gone, it goes', async () => {
    const [level] = (
      (await t.db.execute(sql`select l.id, l.name, count(d.id)::int as slots from disease_levels l
        join disease_details d on d.level_id = l.id group by l.id order by l.min_score limit 1`)) as unknown as {
        rows: { id: number; name: string; slots: number }[];
      }
    ).rows;
    expect(level.slots).toBeGreaterThan(0);
    const refused = await call('DELETE', `/api/disease-level/id/${level.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.data.message).toEqual({
      key: 'levelInUse',
      params: { name: level.name, slots: String(level.slots) },
    });
    expect(await count(sql`select count(*) as n from disease_details where level_id = ${level.id}`)).toBe(
      level.slots,
    );

    await t.db.execute(sql`delete from disease_details where level_id = ${level.id}`);
    expect((await call('DELETE', `/api/disease-level/id/${level.id}`)).status).toBe(200);
  });

  it('the delete confirmation is told what a delete would touch before anything is deleted', async () => {
    const usage = async (user: string, path: string, ids: (number | string)[]) => {
      const res = await t.as(user, { method: 'GET', url: `/api/${path}/usage?id=${ids.join(',')}` });
      return { status: res.statusCode, body: res.json() };
    };
    const [pores] = (
      (await t.db.execute(sql`select id, name from diseases where code = 'pores'`)) as unknown as {
        rows: { id: number; name: string }[];
      }
    ).rows;
    const tests = await count(sql`select count(*) as n from test_scores where disease_id = ${pores.id}`);
    const dimension = await usage('admin', 'disease', [pores.id]);
    expect(dimension.status).toBe(200);
    expect(dimension.body.data.names).toEqual([pores.name]);
    expect(dimension.body.data.refused).toBe(true);
    expect(dimension.body.data.uses).toContainEqual({ kind: 'tests', count: tests, more: false });

    // Goods an agent owns, linked by one of its plans: named, counted, and not refused (the delete unlinks).
    const made = await t.as('agent1', {
      method: 'POST',
      url: '/api/goods',
      payload: { name: 'Usage probe serum', type: 'product', category: 'essence', price: 100 },
    });
    expect(made.statusCode, made.body).toBe(200);
    const goodsId = made.json().data.id;
    const plan = await t.as('agent1', {
      method: 'POST',
      url: '/api/skin-plan',
      payload: { name: 'Usage probe plan', nursingSite: 'face', goodsIds: [goodsId] },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const goodsUsage = await usage('agent1', 'goods', [goodsId]);
    expect(goodsUsage.body.data).toEqual({
      names: ['Usage probe serum'],
      uses: [{ kind: 'plans', count: 1, more: false }],
      refused: false,
    });
    // Asking changes nothing, and another agent cannot ask about rows it may not delete.
    expect(await count(sql`select count(*) as n from skin_plan_goods where goods_id = ${goodsId}`)).toBe(1);
    expect((await usage('agent2', 'goods', [goodsId])).status).toBe(404);
    expect((await usage('manager1', 'goods', [goodsId])).status).toBe(403);
    expect((await usage('agent1', 'goods', ['x'])).status).toBe(400);

    const planUsage = await usage('agent1', 'skin-plan', [plan.json().data.id]);
    expect(planUsage.body.data).toEqual({ names: ['Usage probe plan'], uses: [], refused: false });
    expect((await t.as('agent1', { method: 'DELETE', url: `/api/goods/id/${goodsId}` })).statusCode).toBe(
      200,
    );
    expect(
      (await t.as('agent1', { method: 'DELETE', url: `/api/skin-plan/id/${plan.json().data.id}` }))
        .statusCode,
    ).toBe(200);
  });
});
