import type { Tenancy } from '@skin/contract';
import { and, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { shippers, stores, users } from '../db/schema';

/** `LIKE` pattern for every path under `path` (paths hold only digits and slashes). */
export const under = (path: string) => `${path}%`;

/** Ids of the users in the subtree rooted at the user whose path is `path` (itself included). */
export const subtreeOf = (path: string) =>
  sql`(select ${users.id} from ${users} where ${users.path} like ${under(path)})`;

/** Stores of the subtree at `path`: those of its merchants and those its manager accounts run. */
export const storesOf = (path: string) =>
  sql`(select ${stores.id} from ${stores} where ${stores.merchantId} in ${subtreeOf(path)} or ${stores.managerId} in ${subtreeOf(path)})`;

/** Shippers whose salesperson account lies in the subtree at `path`. */
const carriersOf = (path: string) =>
  sql`(select ${shippers.id} from ${shippers} where ${shippers.userId} in ${subtreeOf(path)})`;

const column = (table: PgTable, field: string) => {
  const c = (table as unknown as Record<string, PgColumn | undefined>)[field];
  if (!c) throw new Error(`tenancy names ${field}, which its table lacks`);
  return c;
};

/**
 * The visibility rule of a table, from its resource's tenancy (DESIGN §3): which rows the user at
 * `path` sees. Computed from the tree and the stores at query time, so a move of a store or of a
 * user changes what everyone sees in the same instant. Undefined for platform-global tables.
 */
export function visibilityRule(tenancy: Tenancy, table: PgTable): ((path: string) => SQL) | undefined {
  if (tenancy.kind === 'platform') return undefined;
  if (tenancy.kind === 'tree') {
    const owner = column(table, tenancy.owner);
    // Users are the tree itself: their own path says where they are.
    if (table === users) return (path) => sql`${users.path} like ${under(path)}`;
    const carrier = tenancy.carrier ? column(table, tenancy.carrier) : undefined;
    return (path) =>
      or(sql`${owner} in ${subtreeOf(path)}`, carrier ? sql`${carrier} in ${carriersOf(path)}` : undefined)!;
  }
  if (table === stores)
    return (path) =>
      or(sql`${stores.merchantId} in ${subtreeOf(path)}`, sql`${stores.managerId} in ${subtreeOf(path)}`)!;
  const store = column(table, tenancy.store);
  const bound = (path: string) => sql`${store} in ${storesOf(path)}`;
  if (!tenancy.unbound) return bound;
  const holder = column(table, tenancy.unbound);
  return (path) =>
    or(
      and(isNotNull(store), bound(path)),
      and(isNull(store), sql`${holder} in ${subtreeOf(path)}`),
    )!;
}
