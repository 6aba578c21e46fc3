import type { CustomDisease } from '@skin/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { customDiseases, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { defineList, iso, scopeSql } from './list';
import { NotFound } from '../lib/errors';
import { tenant } from './tables';

type Row = { d: typeof customDiseases.$inferSelect; ownerName: string | null };
const toCustom = ({ d, ownerName }: Row): CustomDisease => ({ ...d, ownerName, updatedAt: iso(d.updatedAt)! });
export type CustomDiseaseInsert = typeof customDiseases.$inferInsert;
const scoped = tenant.customDisease;

/** Custom skin issues of the catalogue (data layer). */
export function createCustomDiseaseData(db: Db) {
  const select = (tx: Tx = db) =>
    tx
      .select({ d: customDiseases, ownerName: users.name })
      .from(customDiseases)
      .leftJoin(users, eq(users.id, customDiseases.ownerId))
      .$dynamic();
  const list = defineList(db, {
    name: 'custom_diseases',
    table: customDiseases,
    select,
    orderBy: [desc(customDiseases.id)],
    filters: {
      name: { column: customDiseases.name, match: 'like' },
      ownerId: { column: customDiseases.ownerId, match: 'eq' },
    },
    toEntity: toCustom,
  });
  return {
    list: async (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q, [await scoped.listScope(db, actor)]),
    options: async (actor: Actor) =>
      db
        .select({ id: customDiseases.id, label: customDiseases.name })
        .from(customDiseases)
        .where(scopeSql(await scoped.listScope(db, actor)))
        .orderBy(customDiseases.name)
        .limit(2000),
    async get(actor: Actor, id: number, tx: Tx = db) {
      const r = await list.one(id, [scoped.rowScope(actor)], tx);
      if (!r) throw NotFound('customDiseaseNotFound');
      return r;
    },
    async insert(tx: Tx, values: CustomDiseaseInsert) {
      const [r] = await tx.insert(customDiseases).values(values).returning({ id: customDiseases.id });
      return r.id;
    },
    update: (tx: Tx, actor: Actor, id: number, set: Partial<CustomDiseaseInsert>) =>
      scoped.update(tx, actor, id, set),
    remove: (actor: Actor, ids: number[]) => scoped.remove(db, actor, ids),
  };
}
