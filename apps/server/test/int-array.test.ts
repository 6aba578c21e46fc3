import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IntArrayParam } from '../src/db/int-array';
import { createTestApp } from './harness';

// An id array as a parameter: in binary to PostgreSQL, as text to PGlite (db/int-array.ts). Either
// way the database must read exactly the ids given.
const t = await createTestApp();

describe('an id array as a parameter', () => {
  it.each([
    ['none', []],
    ['one', [7]],
    ['the ends of int', [-2_147_483_648, 0, 2_147_483_647]],
    ['a small subtree’s stores', Array.from({ length: 2010 }, (_, i) => 60_000 + i * 3)],
  ])('reads back %s as given', async (_, ids: number[]) => {
    const param = new IntArrayParam(ids);
    const { rows } = (await t.db.execute(
      sql`select coalesce(cardinality(${param}::int[]), 0) as n, array_to_string(${param}::int[], ',') as ids`,
    )) as unknown as { rows: { n: number; ids: string }[] };
    expect(Number(rows[0].n)).toBe(ids.length);
    expect(rows[0].ids).toBe(ids.join(','));
    expect(JSON.stringify({ param })).toBe(JSON.stringify({ param: `{${ids.join(',')}}` }));
  });

  it('refuses what is not an int id', () => {
    expect(() => new IntArrayParam([2_147_483_648])).toThrow();
    expect(() => new IntArrayParam([1.5])).toThrow();
  });
});
