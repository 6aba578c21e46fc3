import { type ResourceDef, resources } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * An independent reading of the registry's tenancy for tests: which users own each row of a
 * tenant resource, computed in JavaScript from plain table rows (never from the server's SQL),
 * so the tests can tell whether the server's scope is right.
 */
export type Row = Record<string, unknown>;
export interface TreeUser {
  id: number;
  path: string;
  parentId: number | null;
}

/** Table name of a resource (docs/architecture.md, "API conventions"): snake_case, plural as stored. */
export const TABLE_OF: Record<string, string> = {
  user: 'users',
  agent: 'agents',
  audit: 'audit_log',
  device: 'devices',
  store: 'stores',
  feedback: 'feedback',
  consumer: 'consumers',
  testRecord: 'test_records',
  outputOrder: 'output_orders',
  goods: 'goods',
  customDisease: 'custom_diseases',
  skinPlan: 'skin_plans',
  diseaseDetail: 'disease_details',
  iosIndex: 'ios_index_entries',
  iosIndexItem: 'ios_index_items',
  yard: 'yards',
  building: 'buildings',
  floor: 'floors',
  gateway: 'gateways',
  beacon: 'beacons',
  fence: 'fences',
  brand: 'brands',
  equipment: 'equipment',
};

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Every row of a table with camelCase keys. */
export async function rowsOf(db: Db, table: string): Promise<Row[]> {
  const { rows } = (await db.execute(sql.raw(`select * from ${table}`))) as unknown as { rows: Row[] };
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [camel(k), v])));
}

/** The world the tests reason about: users, stores, shippers, and the rows of each tenant resource. */
export interface World {
  users: TreeUser[];
  stores: Map<number, Row>;
  shippers: Map<number, Row>;
  rows: Record<string, Row[]>;
}

export async function loadWorld(db: Db): Promise<World> {
  const byId = async (table: string) => new Map((await rowsOf(db, table)).map((r) => [Number(r.id), r]));
  const rows: Record<string, Row[]> = {};
  for (const def of tenantResources()) rows[def.name] = await rowsOf(db, TABLE_OF[def.name]);
  return {
    users: (await rowsOf(db, 'users')) as unknown as TreeUser[],
    stores: await byId('stores'),
    shippers: await byId('shippers'),
    rows,
  };
}

/** Resources whose rows belong to a tenant (not platform-global). */
export const tenantResources = (): ResourceDef[] => resources.filter((d) => d.tenancy.kind !== 'platform');

/** The users that own a row of `def`: whoever sits at or above one of them sees it. */
export function ownersOf(def: ResourceDef, row: Row, world: World): number[] {
  const t = def.tenancy;
  const id = (v: unknown) => (v == null ? [] : [Number(v)]);
  if (t.kind === 'platform') return [];
  if (t.kind === 'catalogue') return id(row[t.owner]);
  if (t.kind === 'tree') {
    const carrier = t.carrier ? world.shippers.get(Number(row[t.carrier])) : undefined;
    return [...id(row[t.owner]), ...id(carrier?.userId)];
  }
  const store = t.store === 'id' && def.name === 'store' ? row : world.stores.get(Number(row[t.store]));
  if (store) return [...id(store.merchantId), ...id(store.managerId)];
  return t.unbound ? id(row[t.unbound]) : [];
}

/** Whether `user` (subtree-scoped) sees a row owned by `owners`. */
export function sees(user: TreeUser, owners: number[], world: World) {
  return owners.some((o) => world.users.find((u) => u.id === o)?.path.startsWith(user.path));
}

/** Whether one of `owners` sits strictly above `user` (a row of its parents' tenant). */
export function ownedAbove(user: TreeUser, owners: number[], world: World) {
  return owners.some((o) => {
    const p = world.users.find((u) => u.id === o)?.path;
    return !!p && user.path.startsWith(p) && p !== user.path;
  });
}

/**
 * Whether `user` (subtree-scoped) may read a row of `def`: as `sees`, and for catalogue rows also
 * platform defaults (no owner) and rows owned on the user's own line above it.
 */
export function reads(def: ResourceDef, user: TreeUser, row: Row, world: World) {
  const owners = ownersOf(def, row, world);
  if (def.tenancy.kind !== 'catalogue') return sees(user, owners, world);
  return owners.length === 0 || sees(user, owners, world) || ownedAbove(user, owners, world);
}
