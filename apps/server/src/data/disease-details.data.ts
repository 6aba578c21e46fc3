import type { DiseaseDetail, Translations } from '@skin/contract';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { diseaseDetailGoods, diseaseDetailPlans, diseaseDetails } from '../db/schema';
import type { Actor } from '../lib/actor';
import { tenant } from './tables';

/**
 * Whose view of the advice: platform staff see and write the originals; anyone else sees, for
 * each slot, the override of the deepest user on its line (`line`: the ids of its path, itself
 * last) and writes overrides of its own (`userId`).
 */
export type DetailViewer = { platform: true } | { platform: false; userId: number; line: number[] };

/** The ids on a materialized path (`/1/3/5/` -> [1, 3, 5]), the user itself last. */
export const lineOfPath = (path: string) => path.split('/').filter(Boolean).map(Number);

const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
const ids = (v: unknown): number[] =>
  (Array.isArray(v)
    ? v
    : String(v ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .filter(Boolean)
  ).map(Number);
const iso = (v: unknown) => new Date(v as string).toISOString();

type Raw = Record<string, unknown>;
const toDetail = (r: Raw, viewer: DetailViewer): DiseaseDetail => ({
  id: Number(r.slot),
  diseaseId: Number(r.disease_id),
  imageTypeId: r.image_type_id === null ? null : Number(r.image_type_id),
  levelId: r.level_id === null ? null : Number(r.level_id),
  solution: (r.solution as string) ?? null,
  introduction: (r.introduction as string) ?? null,
  impact: (r.impact as string) ?? null,
  improve: (r.improve as string) ?? null,
  remark: (r.remark as string) ?? null,
  goodsIds: ids(r.goods_ids),
  planIds: ids(r.plan_ids),
  translations: (r.translations as Translations | null) ?? {},
  overriddenBy: r.over_owner === null ? null : { userId: Number(r.over_owner), name: String(r.over_name) },
  ownOverride: !viewer.platform && r.over_owner !== null && Number(r.over_owner) === viewer.userId,
  isDefault: Boolean(r.is_default),
  updatedAt: iso(r.updated_at),
});

export interface DetailQuery {
  diseaseId?: number;
  levelId?: number;
  slotIds?: number[];
  defaultsOnly?: boolean;
  order?: 'asc' | 'desc';
  sortByUpdate?: boolean;
  limit?: number;
  offset?: number;
}

/**
 * The slots as `viewer` sees them, in one statement: each platform row with the deepest override
 * on the viewer's line (if any) in its place, its links, and whether it is the slot reports use
 * for its dimension's level (the deepest choice on the line, else the platform's, else the first
 * slot of that level).
 */
export async function readDetails(tx: Tx, viewer: DetailViewer, q: DetailQuery = {}) {
  const line = viewer.platform ? sql`'{}'::int[]` : intArray(viewer.line);
  const where: SQL[] = [sql`p.base_id is null and p.owner_id is null`];
  if (q.diseaseId !== undefined) where.push(sql`p.disease_id = ${q.diseaseId}`);
  if (q.levelId !== undefined) where.push(sql`p.level_id = ${q.levelId}`);
  if (q.slotIds) where.push(sql`p.id = any(${intArray(q.slotIds)})`);
  const dir = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  const order = q.sortByUpdate
    ? sql`shown.updated_at ${dir}, p.id ${dir}`
    : sql`p.disease_id, p.level_id nulls last, p.id`;
  const { rows } = (await tx.execute(sql`
    select p.id as slot, p.disease_id, p.image_type_id, p.level_id,
      shown.solution, shown.introduction, shown.impact, shown.improve, shown.remark, shown.translations, shown.updated_at,
      o.owner_id as over_owner, o.owner_name as over_name,
      coalesce((select array_agg(g.goods_id order by g.goods_id) from disease_detail_goods g where g.detail_id = shown.id), '{}') as goods_ids,
      coalesce((select array_agg(l.plan_id order by l.plan_id) from disease_detail_plans l where l.detail_id = shown.id), '{}') as plan_ids,
      coalesce(ch.slot_id, (select min(q.id) from disease_details q where q.base_id is null and q.owner_id is null
        and q.disease_id = p.disease_id and q.level_id is not distinct from p.level_id)) = p.id as is_default,
      count(*) over () as total
    from disease_details p
    left join lateral (
      select d.id, d.owner_id, u.name as owner_name from disease_details d join users u on u.id = d.owner_id
      where d.base_id = p.id and d.owner_id = any(${line})
      order by length(u.path) desc limit 1) o on true
    join disease_details shown on shown.id = coalesce(o.id, p.id)
    left join lateral (
      select c.slot_id from disease_detail_defaults c left join users u on u.id = c.owner_id
      where c.disease_id = p.disease_id and c.level_id is not distinct from p.level_id
        and (c.owner_id is null or c.owner_id = any(${line}))
      order by c.owner_id is null, length(u.path) desc limit 1) ch on true
    where ${sql.join(where, sql` and `)}
    order by ${order}
    ${q.limit === undefined ? sql`` : sql`limit ${q.limit} offset ${q.offset ?? 0}`}`)) as unknown as {
    rows: Raw[];
  };
  const list = rows.map((r) => toDetail(r, viewer)).filter((d) => !q.defaultsOnly || d.isDefault);
  return { list, total: rows.length ? Number(rows[0].total) : 0 };
}

/** The slot an override stands for, when `id` is an override the caller can read. */
export async function overrideBase(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select({ baseId: diseaseDetails.baseId })
    .from(diseaseDetails)
    .where(
      and(eq(diseaseDetails.id, id), isNotNull(diseaseDetails.baseId), tenant.diseaseDetail.scope(actor)),
    );
  return row?.baseId ?? undefined;
}

/** A platform row (an original) by id, or undefined. */
export async function platformRow(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(diseaseDetails)
    .where(and(eq(diseaseDetails.id, id), isNull(diseaseDetails.baseId), isNull(diseaseDetails.ownerId)));
  return row;
}

type Texts = Partial<
  Pick<
    typeof diseaseDetails.$inferInsert,
    'solution' | 'introduction' | 'impact' | 'improve' | 'remark' | 'translations'
  >
>;

/** Writes of the advice: originals (platform staff), overrides and choices of the default. */
export const detailWrites = {
  /** Every original, oldest first. */
  originals: (tx: Tx) =>
    tx
      .select()
      .from(diseaseDetails)
      .where(and(isNull(diseaseDetails.ownerId), isNull(diseaseDetails.baseId)))
      .orderBy(diseaseDetails.id),
  async insertOriginal(tx: Tx, values: typeof diseaseDetails.$inferInsert) {
    const [r] = await tx
      .insert(diseaseDetails)
      .values({ ...values, ownerId: null, baseId: null })
      .returning();
    return r.id;
  },
  async updateOriginal(tx: Tx, id: number, set: Partial<typeof diseaseDetails.$inferInsert>) {
    await tx.update(diseaseDetails).set(set).where(eq(diseaseDetails.id, id));
  },
  /** Deletes originals (their overrides and choices go with them); answers how many were deleted. */
  async removeOriginals(tx: Tx, idList: number[]) {
    const rows = await tx
      .delete(diseaseDetails)
      .where(
        and(
          inArray(diseaseDetails.id, idList),
          isNull(diseaseDetails.baseId),
          isNull(diseaseDetails.ownerId),
        ),
      )
      .returning({ id: diseaseDetails.id });
    return rows.length;
  },
  /** The user's override of a slot, created from `start` (the texts in force) or updated; its id. */
  async upsertOverride(tx: Tx, slot: typeof diseaseDetails.$inferSelect, userId: number, texts: Texts) {
    const [r] = await tx
      .insert(diseaseDetails)
      .values({
        ...texts,
        diseaseId: slot.diseaseId,
        imageTypeId: slot.imageTypeId,
        levelId: slot.levelId,
        ownerId: userId,
        baseId: slot.id,
      })
      .onConflictDoUpdate({
        target: [diseaseDetails.baseId, diseaseDetails.ownerId],
        set: { ...texts, updatedAt: new Date() },
      })
      .returning({ id: diseaseDetails.id });
    return r.id;
  },
  /** The user's own override of a slot, or undefined. */
  async ownOverride(tx: Tx, slotId: number, userId: number) {
    const [r] = await tx
      .select({ id: diseaseDetails.id })
      .from(diseaseDetails)
      .where(and(eq(diseaseDetails.baseId, slotId), eq(diseaseDetails.ownerId, userId)));
    return r?.id;
  },
  /** Drops the user's override of a slot; answers whether there was one. */
  async dropOverride(tx: Tx, slotId: number, userId: number) {
    const rows = await tx
      .delete(diseaseDetails)
      .where(and(eq(diseaseDetails.baseId, slotId), eq(diseaseDetails.ownerId, userId)))
      .returning({ id: diseaseDetails.id });
    return rows.length > 0;
  },
  /** Replaces a detail row's links. */
  async link(tx: Tx, detailId: number, goodsIds: number[] | undefined, planIds: number[] | undefined) {
    if (goodsIds) {
      await tx.delete(diseaseDetailGoods).where(eq(diseaseDetailGoods.detailId, detailId));
      if (goodsIds.length)
        await tx.insert(diseaseDetailGoods).values(goodsIds.map((goodsId) => ({ detailId, goodsId })));
    }
    if (planIds) {
      await tx.delete(diseaseDetailPlans).where(eq(diseaseDetailPlans.detailId, detailId));
      if (planIds.length)
        await tx.insert(diseaseDetailPlans).values(planIds.map((planId) => ({ detailId, planId })));
    }
  },
  /**
   * Makes a slot the one reports use for its dimension's level, for the owner's line (null: the
   * platform); one statement, so parallel choices end with the last one, never an error.
   */
  async choose(tx: Tx, ownerId: number | null, slot: typeof diseaseDetails.$inferSelect) {
    await tx.execute(sql`insert into disease_detail_defaults (owner_id, disease_id, level_id, slot_id)
      values (${ownerId}, ${slot.diseaseId}, ${slot.levelId}, ${slot.id})
      on conflict (coalesce(owner_id, 0), disease_id, coalesce(level_id, 0)) do update set slot_id = excluded.slot_id`);
  },
};
