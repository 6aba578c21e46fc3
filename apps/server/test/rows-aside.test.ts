import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readRowsAside } from '../src/data/rows-aside';
import { devices, deviceTypes } from '../src/db/schema';
import { createTestApp } from './harness';

const t = await createTestApp();

// Every kind of field a list selects: integers, text, nullable text, a boolean, timestamps (one
// nullable), JSON, an SQL expression mapped to a number, and one left as the driver gives it.
const fields = {
  id: devices.id,
  serialNumber: devices.serialNumber,
  remark: devices.remark,
  enabled: devices.enabled,
  lastSeenAt: devices.lastSeenAt,
  createdAt: devices.createdAt,
  model: deviceTypes.hardwareModel,
  files: deviceTypes.files,
  total: sql`count(*) over ()`.mapWith(Number),
  raw: sql`${devices.id} * 2`,
};
const select = (name: string) =>
  t.db
    .select(fields)
    .from(devices)
    .innerJoin(deviceTypes, eq(deviceTypes.id, devices.deviceTypeId))
    .where(sql`${devices.id} <= ${sql.placeholder('upTo')}`)
    .orderBy(desc(devices.id))
    .limit(30)
    .prepare(name);
/** The mapper drizzle was given, if any (what makes the flat selects fast; the rows alike either way). */
const mapperOf = (statement: unknown) => (statement as { customResultMapper?: unknown }).customResultMapper;

describe('rows read by a mapper of their own (readRowsAside)', () => {
  it("gives the rows drizzle's own mapping gives, key for key and value for value, with one field apart", async () => {
    await t.db
      .update(devices)
      .set({ lastSeenAt: new Date('2026-05-04T03:02:01.234Z') })
      .where(sql`id % 3 = 0`);
    const upTo = 1_000_000;
    const expected = (await select('rows_aside_drizzle').execute({ upTo })) as Record<string, unknown>[];
    expect(expected.length).toBeGreaterThan(5);
    // Both kinds of timestamp value, null and not, are among the rows compared.
    expect(expected.some((r) => r.lastSeenAt === null) && expected.some((r) => r.lastSeenAt !== null)).toBe(
      true,
    );

    const own = select('rows_aside_own');
    const { rows, aside } = await readRowsAside(own, 'total').execute({ upTo });
    // The rows came through the mapper made for the statement, not drizzle's mapping and a split: a
    // drizzle upgrade that made every statement fall back would give the same rows, only slower.
    expect(mapperOf(own)).toBeTypeOf('function');
    expect(aside).toEqual(expected.map((r) => r.total));
    expect(aside.every((n) => typeof n === 'number')).toBe(true);
    const withoutTotal = expected.map(({ total: _, ...row }) => row);
    expect(rows).toEqual(withoutTotal);
    // Same keys in the same order, and the same types (toEqual alone takes a Date for its string).
    for (const [i, row] of rows.entries()) {
      expect(Object.keys(row)).toEqual(Object.keys(withoutTotal[i]));
      for (const key of Object.keys(row))
        expect(Object.prototype.toString.call(row[key])).toBe(
          Object.prototype.toString.call(withoutTotal[i][key as keyof (typeof withoutTotal)[number]]),
        );
    }
  });

  it('maps a second run of the same statement afresh, and an empty result to no rows', async () => {
    const statement = readRowsAside(select('rows_aside_twice'), 'id');
    const first = await statement.execute({ upTo: 1_000_000 });
    const again = await statement.execute({ upTo: 1_000_000 });
    expect(again).toEqual(first);
    expect(again.rows[0]).not.toBe(first.rows[0]);
    expect(await statement.execute({ upTo: 0 })).toEqual({ rows: [], aside: [] });
  });

  it('keeps drizzle mapping for nested fields, and splits the same way', async () => {
    const nested = t.db
      .select({ id: devices.id, type: { model: deviceTypes.hardwareModel } })
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.deviceTypeId))
      .orderBy(desc(devices.id))
      .limit(3)
      .prepare('rows_aside_nested');
    const { rows, aside } = await readRowsAside(nested, 'id').execute();
    expect(mapperOf(nested)).toBeUndefined();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({ type: { model: expect.any(String) } });
    expect(aside.every((id) => typeof id === 'number')).toBe(true);
  });
});
