import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';
import { defineList, type ListSpec } from './list';
import type { ScopedTable, TableWithId } from './scoped-table';

/** A list query as the routes hand it over: the page, the sort and the resource's filters. */
export type ListQuery = Record<string, unknown> & { pageNum: number; pageSize: number };

/**
 * The standard reads and writes of a tenant table, each within the caller's scope in the same
 * statement (data/scoped-table.ts): a paged list, one row by id (or the table's "not found"),
 * insert, update and delete. A data module spreads it and adds only what is its own
 * (docs/architecture.md, "A tenant resource"). `list` describes the list (data/list); its
 * table is the scoped one.
 */
export function tenantData<T extends TableWithId, Row>(
  db: Db,
  scoped: ScopedTable<T>,
  list: Omit<ListSpec<Row>, 'table'> & {
    /**
     * Query fields naming a user whose subtree narrows the list, within the caller's own scope
     * (the screens' "of this agent", "of this merchant" filters: `agentId`, `merchantId`).
     */
    ofUsers?: string[];
  },
) {
  const { table } = scoped;
  const { ofUsers = [], ...spec } = list;
  const rows = defineList(db, { ...spec, table });
  const scopesOf = async (actor: Actor, query: ListQuery) => {
    const scopes = await Promise.all([
      scoped.listScope(db, actor),
      ...ofUsers.map((field) => scoped.listOfUser(db, query[field] as number | undefined)),
    ]);
    return scopes.filter((s) => s !== undefined);
  };
  return {
    /** The list of the table, as its definition's statements read it. */
    rows,
    /** A page of the caller's rows, narrowed by the query's filters and its `ofUsers` fields. */
    async list(actor: Actor, query: ListQuery) {
      return rows.page(query, await scopesOf(actor, query));
    },
    /** `list` as the JSON the database writes of it (a list with a `json` shape). */
    async listJson(actor: Actor, query: ListQuery) {
      return rows.pageJson(query, await scopesOf(actor, query));
    },
    /** The row as the API answers it, if the caller may see it; NotFound otherwise. */
    async get(actor: Actor, id: number, tx: Tx = db): Promise<Row> {
      const row = await rows.one(id, [scoped.rowScope(actor)], tx);
      if (row === undefined) throw NotFound(scoped.label);
      return row;
    },
    /** `get` (outside a transaction) as the JSON the database writes of it. */
    async getJson(actor: Actor, id: number): Promise<string> {
      const json = await rows.oneJson(id, [scoped.rowScope(actor)]);
      if (json === undefined) throw NotFound(scoped.label);
      return json;
    },
    /** Inserts a row the service has checked (its owner within the caller's reach); answers its id. */
    async insert(tx: Tx, values: T['$inferInsert']): Promise<number> {
      const [row] = (await tx.insert(table).values(values).returning({ id: table.id })) as { id: number }[];
      return row.id;
    },
    update: (tx: Tx, actor: Actor, id: number, set: Partial<T['$inferInsert']>, where?: SQL) =>
      scoped.update(tx, actor, id, set as never, where),
    /** Deletes visible rows, all or none (data/scoped-table.ts `remove`). */
    remove: (actor: Actor, ids: number[], tx: Tx = db) => scoped.remove(tx, actor, ids),
    /** Of `ids`, those the caller may see (a link must not reach a foreign row). */
    async readable(actor: Actor, ids: number[], tx: Tx = db): Promise<number[]> {
      if (!ids.length) return [];
      const found = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(inArray(table.id, ids), scoped.scope(actor)));
      return found.map((r) => r.id as number);
    },
  };
}

/**
 * Of `ids`, the rows the caller sees that a link from a row owned by `owner` may reach (null: the
 * platform's row): the platform's rows and those of the owner and the users above it
 * (pick-options.ts `linkableRule`, which the pickers offer). The owner is one the service
 * already checked the caller may name.
 */
export function linkableOnes<T extends TableWithId>(db: Db, scoped: ScopedTable<T>, owner: PgColumn) {
  const { table } = scoped;
  return async (actor: Actor, linkedFrom: number | null, ids: number[], tx: Tx = db): Promise<number[]> => {
    if (!ids.length) return [];
    let reach: SQL | undefined = isNull(owner);
    if (linkedFrom !== null) {
      const [u] = await tx.select({ path: users.path }).from(users).where(eq(users.id, linkedFrom));
      const line = (u?.path ?? '').split('/').filter(Boolean).map(Number);
      reach = line.length ? or(isNull(owner), inArray(owner, line)) : reach;
    }
    const found = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(inArray(table.id, ids), scoped.scope(actor), reach));
    return found.map((r) => r.id as number);
  };
}

/** Of `ids`, the platform's own rows of a catalogue table (the only ones an original may link). */
export function platformOnes<T extends TableWithId>(db: Db, table: T, owner: PgColumn) {
  return async (ids: number[], tx: Tx = db): Promise<number[]> => {
    if (!ids.length) return [];
    const found = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(inArray(table.id, ids), isNull(owner)));
    return found.map((r) => r.id as number);
  };
}
