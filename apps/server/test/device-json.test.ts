import { deviceEntity } from '@skin/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeviceData } from '../src/data/devices.data';
import { AppError } from '../src/lib/errors';
import { createTestApp } from './harness';
import { scopeActorOf } from './scope-actor';

// A device read by id is written as JSON by the database (ListSpec.json, `oneJson`). These tests
// hold that JSON to what the row read by drizzle, mapped by `toDevice` and checked by the entity's
// schema gives: the same fields, values and types, in every state and scope a device can be read in.
const t = await createTestApp();
const data = createDeviceData(t.db);

const actorOf = (username: string) => scopeActorOf(t.db, username);

const idsWhere = async (where: ReturnType<typeof sql>, limit = 2) =>
  (
    (await t.db.execute(
      sql`select id from devices where ${where} order by id limit ${limit}`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => Number(r.id));

/** What the route answers for a device, and the same device read into a row and checked by the schema. */
async function bothWays(username: string, id: number) {
  const res = await t.as(username, { method: 'GET', url: `/api/device/id/${id}` });
  let expected: unknown;
  try {
    expected = deviceEntity.parse(await data.get(await actorOf(username), id));
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    expected = e.status;
  }
  return { res, expected };
}

/** What the list route answers, and the same page read into rows and checked by the schema. */
async function pageBothWays(username: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.as(username, { method: 'GET', url: `/api/device?${search}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const rows = await data.list(await actorOf(username), { pageNum: 1, pageSize: 20, ...query });
  return {
    written: res.json().data,
    expected: { ...rows, list: rows.list.map((r) => deviceEntity.parse(r)) },
  };
}

describe('a device read by id, written by the database', () => {
  let odd: number;
  let bare: number;
  beforeAll(async () => {
    // Texts JSON must escape and a time with microseconds (the wire has milliseconds, truncated
    // as JS does) on one device; every nullable field empty on another.
    [odd] = await idsWhere(sql`state = 'bound'`, 1);
    await t.db.execute(sql`update devices set
        remark = ${'JSON "quoted" \\ back/slash\ttab\nline\r\u0001 中文 😀 \u2028'},
        bluetooth_name = ${'<script>alert(1)</script>'}, batch_number = ${"it's"},
        firmware_version = ${'{"not":"json"}'}, last_seen_at = '2026-01-01 00:00:00.123999+00'
      where id = ${odd}`);
    [bare] = await idsWhere(sql`state = 'in_stock'`, 1);
    await t.db.execute(sql`update devices set remark = null, bluetooth_name = null, batch_number = null,
        firmware_version = null, last_seen_at = null, agent_id = null, store_id = null where id = ${bare}`);
  });

  it('answers with the fields, values and types of the row it replaced, escapes and nulls included', async () => {
    for (const id of [odd, bare]) {
      const { res, expected } = await bothWays('admin', id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json();
      expect(body.code).toBe(200);
      expect(body.msg).toBe('success');
      expect(body.data).toStrictEqual(expected);
      expect(Object.keys(body.data).sort()).toEqual(Object.keys(deviceEntity.shape).sort());
    }
    const { res } = await bothWays('admin', odd);
    expect(res.json().data.lastSeenAt).toBe('2026-01-01T00:00:00.123Z');
    expect(res.json().data.remark).toContain('"quoted"');
    expect(res.json().data.storeName).toBeTypeOf('string');
  });

  it('writes the list as the rows read: pages, sorts, filters, scopes and the "of this agent" filter', async () => {
    const agent1 = (await actorOf('agent1')).userId;
    for (const [user, query] of [
      ['admin', { pageNum: 1, pageSize: 20 }],
      ['admin', { pageNum: 2, pageSize: 10, sort: 'updatedAt', order: 'desc' }],
      ['admin', { pageNum: 1, pageSize: 50, state: 'bound' }],
      ['admin', { pageNum: 1, pageSize: 20, agentId: agent1 }],
      ['agent1', { pageNum: 1, pageSize: 50, sort: 'serialNumber' }],
      ['manager1', { pageNum: 1, pageSize: 20 }],
      ['admin', { pageNum: 1, pageSize: 20, serialNumber: 'nothing has this serial' }],
      ['admin', { pageNum: 999, pageSize: 20 }],
    ] as const) {
      const { written, expected } = await pageBothWays(user, query);
      expect(written, `${user} ${JSON.stringify(query)}`).toStrictEqual(expected);
    }
    const { written } = await pageBothWays('admin', { pageNum: 1, pageSize: 500 });
    const quoted = written.list.find((d: { id: number }) => d.id === odd);
    expect(quoted.remark).toContain('"quoted"');
    expect(quoted.lastSeenAt).toBe('2026-01-01T00:00:00.123Z');
  });

  it("reads every state as the row does, for the administrator and within an agent's scope", async () => {
    const ids = [
      ...(await idsWhere(sql`state = 'bound'`)),
      ...(await idsWhere(sql`state = 'shipped'`)),
      ...(await idsWhere(sql`state = 'in_stock'`)),
      ...(await idsWhere(sql`state = 'printed'`)),
      ...(await idsWhere(sql`state = 'returned'`)),
    ];
    expect(ids.length).toBeGreaterThan(4);
    let agentSees = 0;
    for (const user of ['admin', 'agent1']) {
      for (const id of ids) {
        const { res, expected } = await bothWays(user, id);
        if (typeof expected === 'number') {
          // Out of the caller's scope: refused as the row read refuses it, as a missing device.
          expect(expected, `${user} ${id}`).toBe(404);
          expect(res.statusCode, `${user} ${id}`).toBe(404);
          continue;
        }
        if (user === 'agent1') agentSees++;
        expect(res.statusCode, `${user} ${id}`).toBe(200);
        expect(res.json().data, `${user} ${id}`).toStrictEqual(expected);
      }
    }
    expect(agentSees).toBeGreaterThan(0);
  });

  it('answers reads asked together each with its own device, and a missing one as not found', async () => {
    const ids = await idsWhere(sql`true`, 5);
    const answers = await Promise.all(
      [...ids, ids[0], 2_000_000_000].map((id) =>
        t.as('admin', { method: 'GET', url: `/api/device/id/${id}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 404]);
    expect(answers.slice(0, 6).map((r) => r.json().data.id)).toEqual([...ids, ids[0]]);
    expect(answers[6].json().data.message.key).toBe('deviceNotFound');
  });
});
