import type { DeleteUsage, UsageKind } from '@skin/contract';
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { diseaseLevels, diseases, goods, imageTypes, skinPlans } from '../db/schema';
import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';
import { catalogueUsage, usesOf } from './catalogue-usage.data';
import { perDatabase } from './per-database';
import { tenant } from './tables';

/** Names shown in a confirmation: the first few, the rest counted by the dialog. */
const NAMES_SHOWN = 5;

type Table = PgTable & { id: PgColumn };

/**
 * What a delete would touch, answered before its confirmation (docs/skin-knowledge.md, "Deletes"):
 * the rows' names as the caller may change them, and each use counted. `refused` says the delete
 * would be refused (what reports rest on) so the dialog offers to deactivate instead.
 */
async function usageOf(
  db: Db,
  ids: number[],
  rows: { table: Table; name: PgColumn; order: PgColumn; scope?: SQL },
  count: (tx: Tx) => Promise<Partial<Record<UsageKind, number>>>,
  refusedBy: readonly UsageKind[],
): Promise<DeleteUsage> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ name: rows.name })
      .from(rows.table)
      .where(and(inArray(rows.table.id, ids), rows.scope))
      .orderBy(asc(rows.order), asc(rows.table.id));
    // As the delete itself: a row the caller may not change is not there for it.
    if (found.length !== new Set(ids).size) throw NotFound();
    const counts = await count(tx);
    const uses = Object.entries(counts)
      .filter(([, n]) => n)
      .map(([kind, n]) => ({ kind: kind as UsageKind, ...usesOf(n!) }));
    return {
      names: found.slice(0, NAMES_SHOWN).map((r) => String(r.name)),
      uses,
      refused: uses.some((u) => refusedBy.includes(u.kind)),
    };
  });
}

/**
 * What a delete of rows of each table would touch (`GET /<path>/usage`): the knowledge base's
 * tables (platform staff's) and the catalogue's goods and care templates, named within the rows the
 * caller may change.
 */
export const createDeleteUsageData = perDatabase((db: Db) => {
  const { unscoped } = catalogueUsage;
  return {
    disease: (_a: Actor, ids: number[]) =>
      usageOf(
        db,
        ids,
        { table: diseases, name: diseases.name, order: diseases.sort },
        async (tx) => {
          const { tests, slots } = await unscoped.ofDimensions(tx, ids);
          return { tests, adviceSlots: slots };
        },
        ['tests'],
      ),
    diseaseLevel: (_a: Actor, ids: number[]) =>
      usageOf(
        db,
        ids,
        { table: diseaseLevels, name: diseaseLevels.name, order: diseaseLevels.minScore },
        async (tx) => ({ adviceSlots: (await unscoped.ofLevels(tx, ids)).slots }),
        ['adviceSlots'],
      ),
    imageType: (_a: Actor, ids: number[]) =>
      usageOf(
        db,
        ids,
        { table: imageTypes, name: imageTypes.nameEn, order: imageTypes.sort },
        async (tx) => {
          const { photos, slots } = await unscoped.ofImageTypes(tx, ids);
          return { photos, adviceSlots: slots };
        },
        ['photos'],
      ),
    goods: (actor: Actor, ids: number[]) =>
      usageOf(
        db,
        ids,
        { table: goods, name: goods.name, order: goods.name, scope: tenant.goods.changeScope(actor) },
        async (tx) => {
          const { slots, plans } = await unscoped.ofGoods(tx, ids);
          return { adviceSlots: slots, plans };
        },
        [],
      ),
    skinPlan: (actor: Actor, ids: number[]) =>
      usageOf(
        db,
        ids,
        {
          table: skinPlans,
          name: skinPlans.name,
          order: skinPlans.name,
          scope: tenant.skinPlan.changeScope(actor),
        },
        async (tx) => ({ adviceSlots: (await unscoped.ofPlans(tx, ids)).slots }),
        [],
      ),
  };
});
