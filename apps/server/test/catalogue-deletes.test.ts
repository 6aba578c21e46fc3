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
});
