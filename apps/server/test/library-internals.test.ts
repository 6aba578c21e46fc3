import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * The few places the server builds on a library's unexported parts, each for a measured reason
 * (docs/architecture.md, "Library internals"). Each adapter has its own behaviour tests; this file
 * names every part they reach, so an upgrade that renames one fails here, by name, rather than as
 * a slower path or a wrong answer somewhere else.
 */
const methodsOf = (proto: object, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, typeof (proto as Record<string, unknown>)[n]]));
const functions = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'function']));

describe('pg (db/known-shape-query.ts)', () => {
  it("Query's row handling and pg's parameter writer are where the statement runner calls them", () => {
    const query = pg.Query.prototype as object;
    const used = ['_getRows', '_checkForMultirow', 'hasBeenParsed', 'handleError', 'handleRowDescription'];
    expect(methodsOf(query, used)).toEqual(functions(used));
    expect(typeof (pg as unknown as { utils: { prepareValue: unknown } }).utils.prepareValue).toBe(
      'function',
    );
  });

  it("a query's result keeps its parsers where a remembered row shape is put back", () => {
    const q = new pg.Query('select 1') as unknown as { _result: Record<string, unknown> };
    expect(q._result).toHaveProperty('_parsers');
    expect(q._result).toHaveProperty('_prebuiltEmptyResultObject');
    expect(typeof q._result.addFields).toBe('function');
  });

  it("a connection's statement bookkeeping is the one a failed preparation clears", () => {
    const connection = new (pg as unknown as { Connection: new () => Record<string, unknown> }).Connection();
    expect(connection.parsedStatements).toEqual({});
    const used = ['parse', 'bind', 'describe', 'close', 'sync'];
    expect(methodsOf(Object.getPrototypeOf(connection), used)).toEqual(functions(used));
  });
});

describe('PGlite (db/pglite-prepared.ts)', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('its locks, serializers and file sync are on the instance the prepared path drives', async () => {
    await db.waitReady;
    const used = [
      '_checkReady',
      '_runExclusiveTransaction',
      '_runExclusiveQuery',
      'syncToFs',
      'execProtocolStream',
    ];
    expect(methodsOf(db, used)).toEqual(functions(used));
    expect(typeof db.serializers).toBe('object');
    expect(typeof db.parsers).toBe('object');
  });
});

describe('drizzle (data/rows-aside.ts)', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('a prepared select keeps its fields by path and takes a row mapper; SQL keeps its decoder', () => {
    const db = drizzle(client);
    const table = pgTable('t', { id: integer() });
    const prepared = db
      .select({ id: table.id, n: sql<number>`1`.mapWith(Number) })
      .from(table)
      .prepare('library_internals') as unknown as Record<string, unknown>;
    expect(prepared).toHaveProperty('customResultMapper');
    const fields = prepared.fields as { path: string[] }[];
    expect(fields.map((f) => f.path)).toEqual([['id'], ['n']]);
    const decoder = (sql`1`.mapWith(Number) as unknown as { decoder: { mapFromDriverValue: unknown } })
      .decoder;
    expect(typeof decoder.mapFromDriverValue).toBe('function');
  });
});

describe('zod (lib/response-serializer.ts)', () => {
  it("a schema's definition names its type and parts where the response projector reads them", () => {
    const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    const object = z.object({ a: z.string() });
    expect(defOf(object).type).toBe('object');
    expect(Object.keys(defOf(object).shape as object)).toEqual(['a']);
    expect(defOf(z.array(z.number())).element).toBeDefined();
    expect(defOf(z.string().nullable()).innerType).toBeDefined();
    expect(defOf(z.record(z.string(), z.number())).valueType).toBeDefined();
    expect(defOf(z.union([z.string(), z.number()])).options).toHaveLength(2);
    const tagged = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a') }),
      z.object({ kind: z.literal('b') }),
    ]);
    expect(defOf(tagged).type).toBe('union');
    expect(defOf(tagged).discriminator).toBe('kind');
    expect(defOf(z.literal('a')).values).toEqual(['a']);
  });
});
