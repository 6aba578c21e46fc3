import type { MessageKey, ResourceDef } from '@skin/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';
import { merged } from '../lib/merged';
import { type ListScope, WHOLE_TABLE } from './list';
import {
  aboveOf,
  changeRule,
  hashedRule,
  keptRule,
  keptSubtree,
  pathRange,
  probedRule,
  rootOf,
  ruleParams,
  subtreeSizes,
  under,
  visibilityRule,
} from './scope';
import { keptSubtrees } from './subtree-ids';

/** A table whose rows are named by an `id` column. */
export type TableWithId = PgTable & { id: PgColumn };

/**
 * The set of an update that changes nothing (`updated_at` to itself): its row must still be one the
 * caller may change, so a PATCH of only the id is checked, and answered, like any other.
 */
export const UNCHANGED = { updatedAt: sql`updated_at` } as never;

/** A list scope that lets every row through (platform tables, platform-wide roles). */
const EVERYTHING: ListScope = { shape: WHOLE_TABLE, narrow: false, params: {}, where: () => undefined };
/** The rows of a user who is not there: none. */
const NOBODY: ListScope = { shape: 'nobody', narrow: true, params: {}, where: () => sql`false` };

/**
 * A tenant table as services reach it: every read, update and delete carries the caller's scope
 * in the same SQL statement, so a row outside the tenant is simply not there (never a read
 * followed by an unscoped write). `label` is the "not found" message of its rows.
 */
export function scopedTable<T extends TableWithId>(
  def: Pick<ResourceDef, 'tenancy'>,
  table: T,
  label: MessageKey,
) {
  const rule = visibilityRule(def.tenancy, table);
  const keep = keptSubtree(def.tenancy, table);
  const hashed = hashedRule(def.tenancy, table);
  const probed = probedRule(def.tenancy, table);
  const counted = keptRule(def.tenancy, table);
  /** The caller's visibility predicate; none for platform-wide roles and platform tables. */
  const scope = (actor: Actor): SQL | undefined =>
    actor.seesAll || !rule ? undefined : rule(ruleParams(actor.path));
  const change = changeRule(def.tenancy, table);
  /** The rows the caller may change: its scope, narrower for catalogue tables (scope.ts `changeRule`). */
  const changeScope = (actor: Actor): SQL | undefined =>
    actor.seesAll || !change ? undefined : change(ruleParams(actor.path));
  return {
    table,
    /** The "not found" message of its rows. */
    label,
    scope,
    changeScope,
    /**
     * The caller's scope for a list: as `scope`, with a small subtree's ids kept by the instance and
     * written into the statement (`listWithin`; `narrow` says they were), its values apart
     * so that the list's statements are prepared once for every caller (data/list).
     * Lists only: a statement about one row by id is answered by its key whatever the rule's shape.
     */
    async listScope(db: Tx, actor: Actor): Promise<ListScope> {
      if (actor.seesAll || !rule) return EVERYTHING;
      return this.listWithin(db, actor.path);
    },
    /** The caller's scope for one row by id (`defineList(...).one`): the rule, values apart. */
    rowScope(actor: Actor): ListScope {
      if (actor.seesAll || !rule) return EVERYTHING;
      return {
        shape: 'subtree',
        narrow: false,
        params: { pattern: under(actor.path) },
        where: (p) => rule({ pattern: p.pattern }),
      };
    },
    /** Rows visible to the user at `path` (filters such as "devices of this agent"). */
    within: (path: string) => rule?.(ruleParams(path)),
    /**
     * As `within`, for a list (see `listScope`). A subtree's size is remembered a minute
     * (`subtreeSizes`). A small one's users and stores are kept by the instance with the sum of
     * `tree_writes` they were read under (data/subtree-ids.ts) and written into the statement as
     * values, which it uses while the sum in its own snapshot is the same and otherwise reads
     * itself (scope.ts `keptSubtree`); its first pages check each row against hashed sets of them
     * (`hashedRule`). A large one keeps the rule's subqueries, and its first pages, when the
     * database keeps its total, check each row by key (`probedRule`).
     */
    async listWithin(db: Tx, path: string): Promise<ListScope> {
      if (!rule) return EVERYTHING;
      const small = keep ? subtreeSizes.small(path) : false;
      // Every subtree's root, for what the database keeps of its rows (`ListSpec.newest`,
      // `ListSpec.subtreeTotal`), and its range, for the rule checked row by row: a small
      // subtree by users may still hold tens of thousands of rows (agent1's 32,630 devices),
      // whose first page a walk checking each row finds in a millisecond. A catalogue's total
      // adds the rows of the owners above the root (`above`).
      const { from, to } = pathRange(path);
      const subtree = {
        root: rootOf(path),
        from,
        to,
        ...(def.tenancy.kind === 'catalogue' ? { above: aboveOf(path) } : {}),
      };
      const countedRows =
        counted &&
        ((what: string, p: Record<string, unknown>) => counted(what, { root: p.root, above: p.above }));
      const probedOf =
        probed && ((p: Record<string, unknown>) => probed({ pattern: p.pattern, from: p.from, to: p.to }));
      const ids = keep && small !== false ? await keptSubtrees.read(db, path) : undefined;
      if (keep && small === undefined) subtreeSizes.remember(path, ids !== undefined);
      if (keep && ids) {
        const idsOf = (p: Record<string, unknown>) =>
          keep({ users: p.users, stores: p.stores, writes: p.writes }, p.from, p.to);
        return {
          shape: 'kept',
          narrow: true,
          root: 'root',
          params: merged(subtree, ids),
          // Named by both the walk's check and the sorted matches' rule: read once (data/list).
          arrays: ['users', 'stores'],
          where: (p) => rule({ pattern: undefined, ids: idsOf(p) }),
          ...(probedOf && countedRows
            ? {
                probed: probedOf,
                ...(hashed ? { hashed: (p: Record<string, unknown>) => hashed(idsOf(p)) } : {}),
                countedRows,
              }
            : {}),
        };
      }
      const params = ruleParams(path);
      return {
        shape: 'subtree',
        narrow: false,
        root: 'root',
        params: { pattern: params.pattern, ...subtree },
        where: (p) => rule({ pattern: p.pattern }),
        ...(probedOf && countedRows
          ? {
              probed: probedOf,
              countedRows,
              sparse: (p: Record<string, unknown>) =>
                rule({ pattern: p.pattern, range: { from: p.from, to: p.to } }),
            }
          : {}),
      };
    },
    /**
     * The rows another user would see (the filters "of this agent", "of this merchant"), within
     * the caller's own scope, which the list applies beside it; none for an unknown user.
     */
    async listOfUser(db: Tx, userId: number | undefined): Promise<ListScope | undefined> {
      if (userId === undefined) return undefined;
      const [u] = await db.select({ path: users.path }).from(users).where(eq(users.id, userId));
      return u ? this.listWithin(db, u.path) : NOBODY;
    },
    /** The stored row, if the caller may see it. */
    async find(tx: Tx, actor: Actor, id: number, where?: SQL) {
      const [row] = await tx
        .select()
        .from(table as PgTable)
        .where(and(eq(table.id, id), scope(actor), where));
      return row as T['$inferSelect'] | undefined;
    },
    /** The stored row, or NotFound. */
    async get(tx: Tx, actor: Actor, id: number, where?: SQL) {
      const row = await this.find(tx, actor, id, where);
      if (!row) throw NotFound(label);
      return row;
    },
    /** Changes a visible row (and only if `where` still holds); NotFound when nothing matched. */
    async update(tx: Tx, actor: Actor, id: number, set: PgUpdateSetSource<T>, where?: SQL) {
      const rows = (await tx
        .update(table)
        .set(set)
        .where(and(eq(table.id, id), changeScope(actor), where))
        .returning()) as T['$inferSelect'][];
      if (!rows.length) throw NotFound(label);
      return rows[0];
    },
    /** Deletes visible rows, all or none: one unknown or foreign id cancels the whole delete. */
    async remove(tx: Tx, actor: Actor, ids: number[], where?: SQL) {
      await tx.transaction(async (t) => {
        const rows = await t
          .delete(table)
          .where(and(inArray(table.id, ids), changeScope(actor), where))
          .returning({ id: table.id });
        if (rows.length !== ids.length) throw NotFound(label);
      });
    },
  };
}
export type ScopedTable<T extends TableWithId> = ReturnType<typeof scopedTable<T>>;
