import { type DiseaseLevel, labelsByLanguage, type Translations } from '@skin/contract';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { catalogueUsage, usesText } from '../../data/catalogue-usage.data';
import { defineList, iso } from '../../data/list';
import type { Db, Tx } from '../../db/client';
import { diseaseLevels } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid, NotFound } from '../../lib/errors';

type Row = typeof diseaseLevels.$inferSelect;
type Input = {
  name?: string;
  minScore?: number;
  maxScore?: number;
  remark?: string | null;
  translations?: Translations;
};
const toLevel = (r: Row): DiseaseLevel => ({
  id: r.id,
  name: r.name,
  minScore: r.minScore,
  maxScore: r.maxScore,
  remark: r.remark,
  translations: r.translations,
  updatedAt: iso(r.updatedAt)!,
});

/**
 * Disease levels: score ranges that never overlap, so a score falls into at most one level.
 * Writes are serialized (one advisory lock), so two parallel saves cannot both slip past the check.
 */
export function createDiseaseLevelService(db: Db) {
  const list = defineList(db, {
    name: 'disease_levels',
    table: diseaseLevels,
    select: (tx) => tx.select().from(diseaseLevels).$dynamic(),
    orderBy: [asc(diseaseLevels.minScore), asc(diseaseLevels.id)],
    filters: { name: { column: diseaseLevels.name, match: 'like' } },
    toEntity: toLevel,
  });

  /** Refuses a range that is upside down or that overlaps another level (named in the message). */
  async function checkRange(tx: Tx, min: number, max: number, self?: number) {
    if (min > max) throw Invalid('levelRange', { maxScore: 'levelRange' });
    const [clash] = await tx
      .select()
      .from(diseaseLevels)
      .where(
        and(
          lte(diseaseLevels.minScore, max),
          gte(diseaseLevels.maxScore, min),
          self === undefined ? undefined : ne(diseaseLevels.id, self),
        ),
      )
      .orderBy(asc(diseaseLevels.minScore))
      .limit(1);
    if (clash) {
      const message = {
        key: 'levelOverlap' as const,
        params: { name: clash.name, min: clash.minScore, max: clash.maxScore },
      };
      throw Invalid(message, { minScore: message, maxScore: message });
    }
  }
  const serialized = <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('disease_levels'))`);
      return work(tx);
    });
  const get = async (_a: Actor, id: number) => {
    const [r] = await db.select().from(diseaseLevels).where(eq(diseaseLevels.id, id));
    if (!r) throw NotFound();
    return toLevel(r);
  };

  return {
    list: (_a: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) => list.page(q),
    get,
    async options(_a: Actor) {
      const rows = await db.select().from(diseaseLevels).orderBy(asc(diseaseLevels.minScore));
      return rows.map((r) => {
        const range = (name: string) => `${name} (${r.minScore}-${r.maxScore})`;
        const labels = labelsByLanguage(r, 'name', range(r.name), range);
        return { id: r.id, label: range(r.name), ...(labels ? { labels } : {}) };
      });
    },
    create: (_a: Actor, input: Input) =>
      serialized(async (tx) => {
        await checkRange(tx, input.minScore!, input.maxScore!);
        const [r] = await tx
          .insert(diseaseLevels)
          .values(input as never)
          .returning();
        return toLevel(r);
      }),
    update: (_a: Actor, input: Input & { id: number }) =>
      serialized(async (tx) => {
        const [stored] = await tx.select().from(diseaseLevels).where(eq(diseaseLevels.id, input.id));
        if (!stored) throw NotFound();
        const { id, ...values } = input;
        await checkRange(tx, values.minScore ?? stored.minScore, values.maxScore ?? stored.maxScore, id);
        if (!Object.keys(values).length) return toLevel(stored);
        const [r] = await tx.update(diseaseLevels).set(values).where(eq(diseaseLevels.id, id)).returning();
        return toLevel(r);
      }),
    /**
     * Deletes levels no advice is written for; one that advice uses is refused, naming how many
     * slots (deleted, it would leave them under no level, and none would come back with a new one).
     */
    async remove(_a: Actor, ids: number[]) {
      await db.transaction(async (tx) => {
        const { slots } = await catalogueUsage.unscoped.ofLevels(tx, ids);
        if (slots) {
          const [used] = await tx
            .select({ name: diseaseLevels.name })
            .from(diseaseLevels)
            .where(inArray(diseaseLevels.id, ids))
            .orderBy(asc(diseaseLevels.minScore))
            .limit(1);
          throw Conflict({ key: 'levelInUse', params: { name: used?.name ?? '', slots: usesText(slots) } });
        }
        const rows = await tx.delete(diseaseLevels).where(inArray(diseaseLevels.id, ids)).returning();
        if (rows.length !== ids.length) throw NotFound();
      });
    },
  };
}
