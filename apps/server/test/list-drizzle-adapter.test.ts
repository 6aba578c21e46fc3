import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columnsOf, walkSql, withCtesAndFields } from '../src/data/list/drizzle-adapter';
import { shippers } from '../src/db/schema';
import { createTestApp } from './harness';

/**
 * The list engine's reaches into drizzle's internals (data/list/drizzle-adapter.ts): a drizzle
 * upgrade that moves a select's `config` or an SQL's chunks fails here.
 */
const t = await createTestApp();

describe("the list engine's drizzle adapter", () => {
  it('gives a built select table expressions and other fields, rendered and mapped as drizzle would', async () => {
    const picked = t.db.$with('picked').as(t.db.select({ id: shippers.id }).from(shippers).limit(2));
    const select = withCtesAndFields(
      t.db
        .select()
        .from(shippers)
        .where(sql`${shippers.id} in (select "id" from "picked")`)
        .orderBy(shippers.id)
        .$dynamic(),
      [picked],
      (own) => ({ id: own.id, name: own.name, doubled: sql<number>`${shippers.id} * 2`.mapWith(Number) }),
    );
    const text = select.toSQL().sql;
    expect(text).toMatch(/^with "picked" as \(select "id" from "shippers"/);
    expect(text).toContain('select "id", "name", "id" * 2 from "shippers"');
    expect(text).not.toContain('"sort"');
    const rows = (await select) as unknown as { id: number; name: string; doubled: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['id', 'name', 'doubled']);
      expect(row.doubled).toBe(row.id * 2);
      expect(typeof row.name).toBe('string');
    }
  });

  it("walks an SQL's pieces and finds the columns an order names", () => {
    const order = [sql`${shippers.sort} desc`, sql`${sql`${shippers.id}`} desc`];
    expect(columnsOf(order)).toEqual([shippers.sort, shippers.id]);
    const seen: unknown[] = [];
    walkSql(sql`a ${sql`b ${shippers.name}`}`, (x) => {
      seen.push(x);
      return false;
    });
    expect(seen).toContain(shippers.name);
  });
});
