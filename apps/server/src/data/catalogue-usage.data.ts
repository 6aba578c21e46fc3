import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  diseaseDetailGoods,
  diseaseDetailPlans,
  diseaseDetails,
  skinPlanGoods,
  testImages,
  testScores,
} from '../db/schema';

/** Past this many, a count of what uses a row says "10000+" rather than counting on. */
const USES_CAP = 10_000;

/** `count(*)` of a query's rows up to the cap, as a number (the cap plus one meaning more). */
const cappedCount = async (tx: Tx, rows: ReturnType<typeof sql>) => {
  const [r] = (
    (await tx.execute(
      sql`select count(*)::int as n from (${rows} limit ${USES_CAP + 1}) as used`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return Number(r.n);
};

/**
 * What uses rows of the skin knowledge base, counted for a delete to name and refuse
 * (docs/skin-knowledge.md, "Deletes"): the tests scored on a dimension (their trends and composite
 * scores rest on it) and the advice slots written for a dimension or a level. Reads without a
 * caller: the knowledge base is the platform's, and only its staff delete from it.
 */
export const catalogueUsage = {
  unscoped: {
    async ofDimensions(tx: Tx, ids: number[]) {
      const [tests, slots] = await Promise.all([
        cappedCount(tx, sql`select 1 from ${testScores} where ${inArray(testScores.diseaseId, ids)}`),
        cappedCount(tx, sql`select 1 from ${diseaseDetails} where ${inArray(diseaseDetails.diseaseId, ids)}`),
      ]);
      return { tests, slots };
    },
    async ofLevels(tx: Tx, ids: number[]) {
      const slots = await cappedCount(
        tx,
        sql`select 1 from ${diseaseDetails} where ${inArray(diseaseDetails.levelId, ids)}`,
      );
      return { slots };
    },
    /** Tests' photos taken as the types (they refuse the delete) and advice slots written for them. */
    async ofImageTypes(tx: Tx, ids: number[]) {
      const [photos, slots] = await Promise.all([
        cappedCount(tx, sql`select 1 from ${testImages} where ${inArray(testImages.imageTypeId, ids)}`),
        cappedCount(
          tx,
          sql`select 1 from ${diseaseDetails} where ${inArray(diseaseDetails.imageTypeId, ids)}`,
        ),
      ]);
      return { photos, slots };
    },
    /**
     * The advice slots and care templates that recommend goods (a delete unlinks them; reports
     * already made keep the goods as they were). Counted across owners: the caller's delete
     * unlinks them all, and links only ever reach goods their author can read.
     */
    async ofGoods(tx: Tx, ids: number[]) {
      const [slots, plans] = await Promise.all([
        cappedCount(
          tx,
          sql`select 1 from ${diseaseDetailGoods} where ${inArray(diseaseDetailGoods.goodsId, ids)}`,
        ),
        cappedCount(tx, sql`select 1 from ${skinPlanGoods} where ${inArray(skinPlanGoods.goodsId, ids)}`),
      ]);
      return { slots, plans };
    },
    /** The advice slots that recommend care templates (a delete unlinks them). */
    async ofPlans(tx: Tx, ids: number[]) {
      const slots = await cappedCount(
        tx,
        sql`select 1 from ${diseaseDetailPlans} where ${inArray(diseaseDetailPlans.planId, ids)}`,
      );
      return { slots };
    },
  },
};

/** A capped count as the delete confirmation sends it: the count, and whether there are more. */
export const usesOf = (n: number) => ({ count: Math.min(n, USES_CAP), more: n > USES_CAP });

/** A capped count as the messages write it: "10000+" past the cap. */
export const usesText = (n: number) => (n > USES_CAP ? `${USES_CAP}+` : String(n));
