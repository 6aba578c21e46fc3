import { labelsByLanguage, type Option, type ResourceDef } from '@skin/contract';
import { eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { defineList, type Filter } from '../../data/list';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../actor';
import { NotFound } from '../errors';
import type { CrudService } from './register';

type TableWithId = PgTable & { id: PgColumn };

export interface TableServiceSpec<D extends ResourceDef> {
  def: D;
  table: TableWithId;
  filters: Record<string, Filter>;
  orderBy: (SQL | PgColumn)[];
  /** Column shown in selectors. */
  label: PgColumn;
  /**
   * The columns a selector's label is localized from, as the field `field` of such a row with
   * its `translations` (`localizedText`): each option then carries its label in every language.
   */
  labels?: { field: string; columns: Record<string, PgColumn> };
  /** A row shown in selectors but not offered for a new choice when this holds (hidden, not in use). */
  optionDisabled?: SQL;
  /** Row as stored -> entity as returned. */
  toEntity?: (row: Record<string, unknown>) => z.infer<D['entity']>;
  /** Checks a write before it happens (e.g. parents exist, no cycles). */
  validate?: (db: Db, actor: Actor, input: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /**
   * Refuses a delete of rows that others use (throws, naming what uses them), inside the delete's
   * transaction, so nothing starts using them between the check and the delete.
   */
  beforeRemove?: (tx: Tx, ids: number[]) => Promise<void>;
}

const plain = (row: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
};

/**
 * A complete CRUD service for a platform-global table whose rows map one-to-one onto the
 * resource's entity (tenant tables go through `src/data/`). Updates change only the fields sent.
 */
export function createTableService<D extends ResourceDef>(
  db: Db,
  spec: TableServiceSpec<D>,
): Required<Omit<CrudService<D>, 'getJson' | 'pick'>> & {
  options(actor: Actor): Promise<Option[]>;
} {
  const { table } = spec;
  const toEntity = spec.toEntity ?? (plain as (row: Record<string, unknown>) => z.infer<D['entity']>);
  const validate = (actor: Actor, input: Record<string, unknown>) =>
    spec.validate ? spec.validate(db, actor, input) : input;

  const get = async (_actor: Actor, id: number) => {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    if (!row) throw NotFound();
    return toEntity(row as Record<string, unknown>);
  };

  const list = defineList(db, {
    name: getTableName(table),
    table,
    select: (tx) =>
      tx
        .select()
        .from(table as PgTable)
        .$dynamic(),
    orderBy: spec.orderBy,
    filters: spec.filters,
    toEntity,
  });
  return {
    list: (_actor, query) => list.page(query),
    // Every row: a platform table holds configuration that staff add one by one through a form
    // (no upload), so its options are few by nature and never cut off (docs/architecture.md,
    // "API conventions").
    async options(_actor) {
      const rows = await db
        .select({
          ...spec.labels?.columns,
          id: table.id,
          label: spec.label,
          disabled: spec.optionDisabled ?? sql<boolean>`false`,
        })
        .from(table as PgTable)
        .orderBy(...spec.orderBy);
      return rows.map((r) => {
        const labels = spec.labels && labelsByLanguage(r, spec.labels.field, String(r.label));
        return {
          id: Number(r.id),
          label: String(r.label),
          ...(r.disabled ? { disabled: true } : {}),
          ...(labels ? { labels } : {}),
        };
      });
    },
    get,
    async create(actor, input) {
      const values = await validate(actor, input as Record<string, unknown>);
      const [row] = await db
        .insert(table)
        .values(values as never)
        .returning();
      return toEntity(row as Record<string, unknown>);
    },
    async update(actor, input) {
      const { id, ...values } = (await validate(actor, input as Record<string, unknown>)) as { id: number };
      if (!Object.keys(values).length) return get(actor, id);
      const rows = await db
        .update(table)
        .set(values as never)
        .where(eq(table.id, id))
        .returning();
      if (!rows.length) throw NotFound();
      return toEntity(rows[0] as Record<string, unknown>);
    },
    async setState(_actor, id, field, value) {
      const rows = await db
        .update(table)
        .set({ [field]: value } as never)
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (!rows.length) throw NotFound();
    },
    async remove(_actor, ids) {
      await db.transaction(async (tx) => {
        await spec.beforeRemove?.(tx, ids);
        const rows = await tx.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
        // All or nothing: one unknown or foreign id cancels the whole delete.
        if (rows.length !== ids.length) throw NotFound();
      });
    },
  };
}
