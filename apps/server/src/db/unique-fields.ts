import { Column, getTableColumns, is, SQL, Table } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/**
 * The field each unique index keeps unique, by the index's name: its last column, as the API names
 * it (the table's property of that column). The first columns of a unique index scope it (a
 * consumer's phone in its store, a name per owner); the last is what the user typed twice. A
 * clash on the index is then refused on that field (plugins/errors.ts), so the form marks it.
 */
/** The column an index expression reads (`lower(name)`: name), if it reads one. */
const columnIn = (expression: SQL): string | undefined => {
  for (const chunk of expression.queryChunks) {
    if (is(chunk, Column)) return chunk.name;
    if (is(chunk, SQL)) {
      const inner = columnIn(chunk);
      if (inner) return inner;
    }
  }
  return undefined;
};

function uniqueFieldsOf(tables: readonly PgTable[]): Map<string, string> {
  const fields = new Map<string, string>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const propertyOf = new Map(Object.entries(getTableColumns(table)).map(([key, c]) => [c.name, key]));
    for (const index of config.indexes) {
      if (!index.config.unique || !index.config.name) continue;
      const last = index.config.columns.at(-1);
      const column = is(last, IndexedColumn) ? last.name : is(last, SQL) ? columnIn(last) : undefined;
      // An owner or parent closing the index is its scope, not what was typed: no field to mark.
      const field = column && !/(_id|Id)$/.test(column) ? propertyOf.get(column) : undefined;
      if (field) fields.set(index.config.name, field);
    }
  }
  return fields;
}

export const UNIQUE_FIELDS = uniqueFieldsOf(
  Object.values(schema as Record<string, unknown>).filter((v) => is(v, Table)) as PgTable[],
);
