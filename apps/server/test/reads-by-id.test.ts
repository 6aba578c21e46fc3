import { Code } from '@skin/contract';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defineList } from '../src/data/list';
import { shippers } from '../src/db/schema';
import { createTestApp } from './harness';
import { callerStatements, statementsOf } from './statements';

/**
 * Reads by id asked together (requests that arrive at once) are read by one statement per scope,
 * and each request still gets its own answer: its own row, a refusal for a row outside its scope,
 * "not found" for a row that is not there.
 */
const t = await createTestApp();
const get = (who: string, id: number) => t.as(who, { method: 'GET', url: `/api/device/id/${id}` });
const idsOf = async (who: string) => {
  const res = await t.as(who, { method: 'GET', url: '/api/device?pageSize=50' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((d) => d.id);
};
const [all, mine] = [await idsOf('admin'), await idsOf('agent1')];
const notMine = all.find((id) => !mine.includes(id))!;
const [{ gone }] = (
  (await t.db.execute(sql`select coalesce(max(id), 0) + 1000 as gone from devices`)) as unknown as {
    rows: { gone: number }[];
  }
).rows;

describe('reads by id asked together', () => {
  it("reads one caller's devices asked at once by one statement, each answered its own", async () => {
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(notMine).toBeDefined();
    await get('agent1', mine[0]); // signed in, and the statements prepared
    const asked = [mine[0], mine[1], mine[0], notMine, Number(gone)];
    let answers: Awaited<ReturnType<typeof get>>[] = [];
    const statements = await statementsOf(async () => {
      answers = await Promise.all(asked.map((id) => get('agent1', id)));
    });
    expect(statements).toBe(callerStatements + 1);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 404]);
    expect(answers.slice(0, 3).map((a) => a.json().data.id)).toEqual(asked.slice(0, 3));
    // Outside the agent's scope is told exactly as a device that is not there.
    expect(answers[3].json().code).toBe(answers[4].json().code);
    expect(answers[3].json().code).not.toBe(Code.ok);
  });

  it("keeps each caller's scope when several callers ask at once", async () => {
    await get('admin', notMine);
    const [agents, admins] = await Promise.all([get('agent1', notMine), get('admin', notMine)]);
    expect(agents.statusCode).toBe(404);
    expect(admins.statusCode).toBe(200);
    expect(admins.json().data.id).toBe(notMine);
  });

  it('gives each caller an entity of its own, and answers an id no row can have without failing the others', async () => {
    const list = defineList(t.db, {
      name: 'shippers_by_id_test',
      table: shippers,
      select: (tx) => tx.select().from(shippers).$dynamic(),
      orderBy: [asc(shippers.id)],
      filters: {},
      // Hands the row over as it came, so a shared row would show as the same object.
      toEntity: (row: never) => row as { id: number; name: string },
    });
    const [{ id }] = (
      (await t.db.execute(
        sql`insert into shippers (name, sort) values ('By id, asked twice', 1) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    try {
      const found = await Promise.all([
        list.one(Number(id)),
        list.one(Number(id)),
        list.one(Number.MAX_SAFE_INTEGER + 2),
        list.one(Number.NaN),
      ]);
      expect(found[0]).toEqual(found[1]);
      expect(found[0]).not.toBe(found[1]);
      expect(found[0]?.name).toBe('By id, asked twice');
      expect(found.slice(2)).toEqual([undefined, undefined]);
    } finally {
      await t.db.execute(sql`delete from shippers where id = ${id}`);
    }
  });

  it('reads a device changed just before as it now is', async () => {
    const id = mine[0];
    const before = (await get('admin', id)).json().data;
    const remark = `Read after write ${Date.now()}`;
    const patched = await t.as('admin', {
      method: 'PATCH',
      url: '/api/device',
      payload: { id, remark },
    });
    try {
      expect(patched.statusCode, patched.body).toBe(200);
      const [a, b] = await Promise.all([get('admin', id), get('agent1', id)]);
      expect(a.json().data.remark).toBe(remark);
      expect(b.json().data.remark).toBe(remark);
    } finally {
      await t.as('admin', {
        method: 'PATCH',
        url: '/api/device',
        payload: { id, remark: before.remark ?? '' },
      });
    }
  });
});
