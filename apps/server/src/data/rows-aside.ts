import { Column, is, SQL, Subquery } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { timestampFromText } from '../lib/iso-time';

/** A page's rows, and the values of one column carried on each (the total, or the row's id) apart. */
export interface RowsAside {
  rows: Record<string, unknown>[];
  aside: unknown[];
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** What drizzle keeps of a prepared select: its fields in order, and the mapper it may be given. */
type PreparedInternals = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/**
 * A `timestamp with time zone` read from the driver's text by hand (lib/iso-time.ts): the same
 * Date as drizzle's `new Date(text)`, in a fraction of the time.
 */
const TIMESTAMP_FROM_TEXT: Decoder = {
  mapFromDriverValue: (value) => (typeof value === 'string' ? timestampFromText(value) : value),
};

/** The decoder drizzle's own row mapping uses for a selected field (`mapResultRow`), or its equal. */
function decoderOf(field: unknown): Decoder {
  // `decoder` is internal to drizzle's SQL (what `.mapWith()` sets).
  const of = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
  if (is(field, PgTimestamp) && field.withTimezone) return TIMESTAMP_FROM_TEXT;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return of(field);
  if (is(field, Subquery)) return of((field as unknown as { _: { sql: SQL } })._.sql);
  return of((field as SQL.Aliased).sql);
}

/**
 * Gives a prepared select of flat fields (`{ key: column or SQL }`) a row mapper made once for it,
 * which answers `RowsAside`: each row with the fields but `asideKey`, and that field's values in an
 * array of their own.
 *
 * Why: drizzle maps every row by walking its fields, asking each what it is (`is()` walks the
 * class chain) and following its path, and the lists then copied each row once more to drop the
 * total or the id they carry (a rest copy). For the test records' first page that was a seventh of
 * the data layer's CPU (docs/performance.md, "Rows read by a mapper of their own"). The values are
 * decoded by the same decoders, so the rows are the ones drizzle gives, key for key
 * (rows-aside.test.ts). A select with nested fields keeps drizzle's mapping and is split here.
 *
 * Drizzle has no public way to give a select its mapper; both of its PostgreSQL drivers
 * (node-postgres, PGlite) take one as `customResultMapper`, which its relational queries use.
 */
export function readRowsAside<S>(
  statement: S,
  asideKey: string,
): { execute(values?: Record<string, unknown>): Promise<RowsAside> } {
  const prepared = statement as unknown as PreparedInternals & {
    execute(values?: Record<string, unknown>): Promise<unknown>;
  };
  const fields = prepared.fields;
  const flat = fields?.every((f) => f.path.length === 1) && 'customResultMapper' in prepared;
  if (!fields || !flat) {
    // Drizzle's mapping, then the same split.
    return {
      async execute(values) {
        const mapped = (await prepared.execute(values)) as Record<string, unknown>[];
        return {
          rows: mapped.map(({ [asideKey]: _, ...row }) => row),
          aside: mapped.map((row) => row[asideKey]),
        };
      },
    };
  }
  const keys = fields.map((f) => f.path[0]);
  const decoders = fields.map((f) => decoderOf(f.field));
  const asideAt = keys.indexOf(asideKey);
  if (asideAt < 0) throw new Error(`the select has no field ${asideKey}`);
  prepared.customResultMapper = (raw: unknown[][]): RowsAside => {
    const rows = new Array<Record<string, unknown>>(raw.length);
    const aside = new Array<unknown>(raw.length);
    for (let r = 0; r < raw.length; r++) {
      const values = raw[r];
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = values[i] === null ? null : decoders[i].mapFromDriverValue(values[i]);
        if (i === asideAt) aside[r] = value;
        else row[keys[i]] = value;
      }
      rows[r] = row;
    }
    return { rows, aside };
  };
  return prepared as { execute(values?: Record<string, unknown>): Promise<RowsAside> };
}
