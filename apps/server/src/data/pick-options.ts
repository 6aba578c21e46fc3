import type { PickOption, PickPage, PickQuery } from '@skin/contract';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { likeEscape, scopeSql } from './list';
import type { ScopedTable, TableWithId } from './scoped-table';

/** What a picker of a tenant table shows and searches (`tenantPicker`). */
export interface PickSpec {
  /** The option's text, and its order (then the id) unless `order` is given. */
  label: PgColumn | SQL;
  /** The order when the label is an expression: columns an index of `(…, id)` walks. */
  order?: PgColumn[];
  /** What the text is looked for in (anywhere, any case); the label when left out. */
  matches?: (PgColumn | SQL)[];
  /** The name of the row's owner (an agent, a merchant, a store), shown beside the label. */
  owner?: SQL;
  /** The parent a tree of options hangs from (the store's merchant, the user's parent). */
  parentId?: PgColumn;
  /** What a search offers beyond the scope (consumers not archived); ids are named whatever it says. */
  offered?: SQL;
  /** The owner column a catalogue's `linkableBy` narrows by (null: the platform's row). */
  catalogueOwner?: PgColumn;
  /** A further way the text finds a row (a phone typed with spaces or a country code). */
  alsoMatch?: (q: string) => SQL | undefined;
  /** What the resource's own `pickFilters` narrow a search to (users: a role). */
  narrow?: (query: PickQuery) => SQL | undefined;
}

/** The ids of the users on a path (`/1/3/5/` -> 1, 3, 5): the user and those above it. */
const lineOf = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * A picker's search of a tenant table (`GET /<path>/options`, docs/architecture.md, "API
 * conventions"): within the caller's scope, in the same statement, the rows whose text holds `q`,
 * in label order, one page and whether more follow; or, with `ids`, those of the ids the caller
 * sees (a form's chosen values, a page's links). `under` narrows to a user's subtree (within the
 * caller's scope: an unknown user has nothing), `linkableBy` a catalogue to what a link from that
 * owner's row may reach (`linkableRule`).
 */
export function tenantPicker<T extends TableWithId>(db: Db, scoped: ScopedTable<T>, spec: PickSpec) {
  const { table } = scoped;
  const linkable = spec.catalogueOwner && linkableRule(db, spec.catalogueOwner);
  return async (actor: Actor, query: PickQuery): Promise<PickPage> => {
    const text = query.q && !query.ids ? `%${likeEscape(query.q)}%` : undefined;
    const where: (SQL | undefined)[] = [
      scopeSql(await scoped.listScope(db, actor)),
      query.ids ? inArray(table.id, query.ids) : undefined,
      text
        ? or(...(spec.matches ?? [spec.label]).map((m) => ilike(m, text)), spec.alsoMatch?.(query.q))
        : undefined,
      query.ids ? undefined : spec.offered,
      query.ids ? undefined : spec.narrow?.(query),
    ];
    if (query.under !== undefined) {
      const under = await scoped.listOfUser(db, query.under);
      if (under) where.push(scopeSql(under));
    }
    if (query.linkableBy !== undefined && linkable) where.push(await linkable(actor, query.linkableBy));
    const limit = query.ids ? query.ids.length : query.limit;
    const rows = (await db
      .select({
        id: table.id,
        label: spec.label,
        ...(spec.parentId ? { parentId: spec.parentId } : {}),
        ...(spec.owner ? { owner: spec.owner } : {}),
      })
      .from(table as PgTable)
      .where(and(...where))
      .orderBy(...(spec.order ?? [spec.label]).map((c) => asc(c)), asc(table.id))
      .offset(query.ids ? 0 : query.offset)
      .limit(limit + 1)) as (PickOption & { owner?: string | null })[];
    const items = rows.slice(0, limit).map((r) => ({
      id: Number(r.id),
      label: String(r.label),
      ...(spec.parentId ? { parentId: r.parentId ?? null } : {}),
      ...(spec.owner ? { owner: r.owner ?? null } : {}),
    }));
    return { items, more: rows.length > limit };
  };
}

/**
 * The catalogue rows a link from a row owned by `owner` may reach (0: the platform's row): the
 * platform's, and those of the owner and of the users above it, which everyone who reads the
 * linking row reads too (its owner's subtree and line; docs/architecture.md, "Tenancy"). A
 * sibling's or a subordinate's row would show to the others as a bare id. The owner must be a
 * user the caller sees (itself or below it); any other user reaches nothing.
 */
export function linkableRule(db: Db, ownerColumn: PgColumn) {
  return async (actor: Actor, owner: number): Promise<SQL> => {
    if (owner === 0) return isNull(ownerColumn);
    const [u] = await db
      .select({ path: users.path })
      .from(users)
      .where(
        and(
          eq(users.id, owner),
          actor.seesAll ? undefined : sql`${users.path} like ${`${likeEscape(actor.path)}%`}`,
        ),
      );
    if (!u) return sql`false`;
    return or(isNull(ownerColumn), inArray(ownerColumn, lineOf(u.path))) as SQL;
  };
}
