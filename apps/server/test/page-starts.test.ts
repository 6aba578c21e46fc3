import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STARTS_FROM } from '../src/data/list';
import { createTestApp } from './harness';

/**
 * The whole device list's and the whole test record list's deep pages start at the key kept for
 * their offset (the id; the time of the test and the id), read with the sum of the table's
 * `order_writes` (migrations 0031 and 0032), while that sum is the same in the statement's own
 * snapshot (data/list, `ListSpec.pageStarts`). Every page must still hold exactly the rows
 * OFFSET gives, through every write.
 */
const t = await createTestApp();
const prefix = 'page-start-';
const run = (query: ReturnType<typeof sql>) => t.db.execute(query);
const column = async (query: ReturnType<typeof sql>) =>
  ((await run(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
const addDevices = (n: number, from = 1) =>
  run(sql`insert into devices (serial_number, device_type_id, state)
    select ${prefix} || i, (select min(id) from device_types), 'in_stock' from generate_series(${from}::int, ${from + n - 1}::int) i`);

const page = async (pageNum: number, pageSize = 20) => {
  const res = await t.as('admin', {
    method: 'GET',
    url: `/api/device?pageNum=${pageNum}&pageSize=${pageSize}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((r) => r.id);
};
const byOffset = (offset: number, size = 20) =>
  column(sql`select id from devices order by id desc limit ${size} offset ${offset}`);
/** Page `p` (of 20) against OFFSET, and the page after it. */
const exact = async (p: number) => {
  expect(await page(p), `page ${p}`).toEqual(await byOffset((p - 1) * 20));
  expect(await page(p + 1), `page ${p + 1}`).toEqual(await byOffset(p * 20));
};
const DEEP = PAGE_STARTS_FROM / 20 + 2;

describe('deep pages of the whole device list, from the start kept for their offset', () => {
  beforeAll(async () => {
    await addDevices(PAGE_STARTS_FROM + 400);
    return async () => {
      await run(sql`delete from devices where serial_number like ${`${prefix}%`}`);
    };
  });

  it('give the rows OFFSET gives, read again, the next page and in another page size', async () => {
    for (const p of [DEEP, DEEP, DEEP + 1, DEEP + 2, DEEP])
      expect(await page(p), `page ${p}`).toEqual(await byOffset((p - 1) * 20));
    // Offset 1,000 in pages of 50 starts where page 51 of 20 does.
    expect(await page(PAGE_STARTS_FROM / 20 + 1)).toEqual(await byOffset(PAGE_STARTS_FROM));
    expect(await page(PAGE_STARTS_FROM / 50 + 1, 50)).toEqual(await byOffset(PAGE_STARTS_FROM, 50));
  });

  it('stay exact through rows added, removed, rolled back and renumbered', async () => {
    await exact(DEEP);
    await addDevices(3, 10_000);
    await exact(DEEP);
    await run(
      sql`delete from devices where id in (select id from devices where serial_number like ${`${prefix}%`} order by id desc limit 5 offset 200)`,
    );
    await exact(DEEP);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from devices where serial_number like ${`${prefix}1%`}`);
        tx.rollback();
      })
      .catch(() => {});
    await exact(DEEP);
    await run(
      sql`update devices set id = default where id = (select id from devices where serial_number like ${`${prefix}%`} order by id desc offset 300 limit 1)`,
    );
    await exact(DEEP);
  });

  it('use the kept start while no row was added or removed: a delete hidden from the triggers shows until the sum moves', async () => {
    await exact(DEEP);
    const before = await byOffset((DEEP - 1) * 20);
    // The next page's first row, one that the kept start of page DEEP does not depend on.
    await run(sql`alter table devices disable trigger devices_order_written`);
    try {
      await run(
        sql`delete from devices where id = (select id from devices order by id desc limit 1 offset ${(DEEP - 1) * 20 - 10})`,
      );
    } finally {
      await run(sql`alter table devices enable trigger devices_order_written`);
    }
    // OFFSET now starts a row later; the kept start still names the row it was read for.
    expect(await byOffset((DEEP - 1) * 20)).not.toEqual(before);
    expect(await page(DEEP)).toEqual(before);
    await addDevices(1, 20_000);
    await exact(DEEP);
  });
});

const testPrefix = 'PS-';
/**
 * `n` tests numbered from `from`, taken in bursts: every three share one time, so the id orders
 * them within it, as the tests an analyzer uploads at once do.
 */
const addTests = (n: number, from = 1) =>
  run(sql`insert into test_records
      (store_id, consumer_id, client_id, face_position, device_model, firmware, score, skin_age, tested_at)
    select (select min(id) from stores), (select min(id) from consumers), ${testPrefix} || i, 'front', 'KS', '1', 80, 30,
      timestamptz '2020-01-01 00:00:00.123456+00' + (i / 3) * interval '1 minute'
    from generate_series(${from}::int, ${from + n - 1}::int) i`);
const testPage = async (pageNum: number) => {
  const res = await t.as('admin', { method: 'GET', url: `/api/test-record?pageNum=${pageNum}&pageSize=20` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((r) => r.id);
};
const testsByOffset = (offset: number) =>
  column(sql`select id from test_records order by tested_at desc, id desc limit 20 offset ${offset}`);
/** Test page `p` against OFFSET, and the page after it. */
const testsExact = async (p: number) => {
  expect(await testPage(p), `page ${p}`).toEqual(await testsByOffset((p - 1) * 20));
  expect(await testPage(p + 1), `page ${p + 1}`).toEqual(await testsByOffset(p * 20));
};

describe('deep pages of the whole test record list, from the time and id kept for their offset', () => {
  beforeAll(async () => {
    await addTests(PAGE_STARTS_FROM + 400);
    return async () => {
      await run(sql`delete from test_records where client_id like ${`${testPrefix}%`}`);
    };
  });

  it('stay exact read again, through tests added, removed, retimed and rolled back', async () => {
    for (const p of [DEEP, DEEP, DEEP + 1])
      expect(await testPage(p), `page ${p}`).toEqual(await testsByOffset((p - 1) * 20));
    await testsExact(DEEP);
    // A test taken at the very time of the page's first one: the id alone orders the two.
    const [{ at }] = (
      (await run(
        sql`select tested_at::text as at from test_records order by tested_at desc, id desc limit 1 offset ${(DEEP - 1) * 20}`,
      )) as unknown as {
        rows: { at: string }[];
      }
    ).rows;
    await run(sql`insert into test_records
        (store_id, consumer_id, client_id, face_position, device_model, firmware, score, skin_age, tested_at)
      select store_id, consumer_id, ${`${testPrefix}same`}, face_position, device_model, firmware, score, skin_age, ${at}::timestamptz
      from test_records where client_id like ${`${testPrefix}%`} limit 1`);
    await testsExact(DEEP);
    await addTests(2, 100_000);
    await testsExact(DEEP);
    await run(
      sql`delete from test_records where id in (select id from test_records where client_id like ${`${testPrefix}%`} order by tested_at desc, id desc limit 4 offset 100)`,
    );
    await testsExact(DEEP);
    // A test moved from near the top of the list to below the page.
    await run(sql`update test_records set tested_at = tested_at - interval '1 day'
      where id = (select id from test_records order by tested_at desc, id desc offset 50 limit 1)`);
    await testsExact(DEEP);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from test_records where client_id like ${`${testPrefix}1%`}`);
        tx.rollback();
      })
      .catch(() => {});
    await testsExact(DEEP);
  });

  it('use the kept start while no test moved: a change hidden from the triggers shows until the sum moves', async () => {
    await testsExact(DEEP);
    const before = await testsByOffset((DEEP - 1) * 20);
    await run(sql`alter table test_records disable trigger test_records_order_written`);
    try {
      await run(sql`update test_records set tested_at = tested_at - interval '10 years'
        where id = (select id from test_records order by tested_at desc, id desc limit 1 offset ${(DEEP - 1) * 20 - 10})`);
    } finally {
      await run(sql`alter table test_records enable trigger test_records_order_written`);
    }
    expect(await testsByOffset((DEEP - 1) * 20)).not.toEqual(before);
    expect(await testPage(DEEP)).toEqual(before);
    await addTests(1, 200_000);
    await testsExact(DEEP);
  });
});
