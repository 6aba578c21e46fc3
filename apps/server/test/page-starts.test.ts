import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STARTS_FROM } from '../src/lib/crud/list';
import { createTestApp } from './harness';

/**
 * The whole device list's deep pages start at the id kept for their offset, read with the sum of
 * the devices' `order_writes` (migration 0031), while that sum is the same in the statement's own
 * snapshot (lib/crud/list.ts, `ListSpec.pageStarts`). Every page must still hold exactly the rows
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
