import type { TestRecord } from '@skin/contract';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  consumers,
  diseaseLevels,
  diseases,
  imageTypes,
  KEPT,
  KEPT_SUBTREE,
  stores,
  testImages,
  testRecords,
  testReports,
  testScores,
} from '../db/schema';
import type { Actor } from '../lib/actor';
import { merged } from '../lib/merged';
import { type ErasedFile, eraseUnnamed } from './files.data';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenant } from './tables';
import { tenantData } from './tenant-data';
import { countTest, uncountTests } from './test-stats';

const columns = {
  id: testRecords.id,
  storeId: testRecords.storeId,
  storeName: stores.name,
  consumerId: testRecords.consumerId,
  name: consumers.name,
  facePosition: testRecords.facePosition,
  deviceModel: testRecords.deviceModel,
  firmware: testRecords.firmware,
  score: testRecords.score,
  skinAge: testRecords.skinAge,
  testedAt: testRecords.testedAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toTest = (r: Row) => ({ ...r, testedAt: iso(r.testedAt as Date) }) as TestRecord;
const filters = {
  storeId: { column: testRecords.storeId, match: 'eq' as const },
  consumerId: { column: testRecords.consumerId, match: 'eq' as const },
  facePosition: { column: testRecords.facePosition, match: 'eq' as const },
  testedFrom: { column: testRecords.testedAt, match: 'gte' as const },
  testedTo: { column: testRecords.testedAt, match: 'lt' as const },
  scoreMin: { column: testRecords.score, match: 'gte' as const },
  scoreMax: { column: testRecords.score, match: 'lte' as const },
};
const scoped = tenant.testRecord;

/** The photos and thumbnails of the tests `ti` (test_images) matching `where`. */
export async function photosOfTests(tx: Tx, where: SQL): Promise<string[]> {
  const res = (await tx.execute(
    sql`select ti.file_id, ti.thumbnail_id from test_images ti where ${where}`,
  )) as unknown as { rows: { file_id: string; thumbnail_id: string | null }[] };
  return res.rows.flatMap((r) => (r.thumbnail_id ? [r.file_id, r.thumbnail_id] : [r.file_id]));
}

/** Whether a test within `where` names the file as a photo or a photo's thumbnail. */
async function testNamingPhoto(db: Db, fileId: string, where: SQL | undefined) {
  const [r] = await db
    .select({ id: testRecords.id })
    .from(testImages)
    .innerJoin(testRecords, eq(testRecords.id, testImages.testId))
    .where(and(or(eq(testImages.fileId, fileId), eq(testImages.thumbnailId, fileId)), where))
    .limit(1);
  return r !== undefined;
}

/** A bare day as a range's end means up to the end of that (UTC) day. */
const rangeEnd = (v: string) => {
  const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) at.setUTCDate(at.getUTCDate() + 1);
  return at;
};
const rangeStart = (v: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);

export type TestInsert = typeof testRecords.$inferInsert;
export type TestImageInsert = Omit<typeof testImages.$inferInsert, 'testId'>;

/** Skin tests within the caller's tenant (data layer): the kit's list and get, and what tests hold. */
export const createTestRecordData = perDatabase((db: Db) => {
  const select = (tx: Tx = db) =>
    tx
      .select(columns)
      .from(testRecords)
      .innerJoin(consumers, eq(consumers.id, testRecords.consumerId))
      .innerJoin(stores, eq(stores.id, testRecords.storeId))
      .$dynamic();
  const base = tenantData(db, scoped, {
    name: 'test_records',
    select,
    orderBy: [desc(testRecords.testedAt), desc(testRecords.id)],
    filters,
    ofUsers: ['agentId', 'merchantId'],
    toEntity: toTest,
    tableCounts: [
      { counted: KEPT.testFaces, by: 'facePosition' },
      { counted: KEPT.testStores, by: 'storeId' },
      { counted: KEPT.testDays, by: 'testedFrom', untilBy: 'testedTo' },
    ],
    subtreeTotal: KEPT_SUBTREE.tests,
    pageStarts: 'test_records',
  });
  const list = base.rows;
  return {
    /** The kit's list, its day filters read as whole days (a date's `testedTo` takes in that day). */
    list: (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      base.list(
        actor,
        merged(q, {
          testedFrom: q.testedFrom === undefined ? undefined : rangeStart(String(q.testedFrom)),
          testedTo: q.testedTo === undefined ? undefined : rangeEnd(String(q.testedTo)),
        }),
      ),
    get: base.get,
    /** Whether a test the caller may see holds this photo (or its thumbnail): who may fetch it. */
    seesPhoto: (actor: Actor, fileId: string) => testNamingPhoto(db, fileId, scoped.scope(actor)),
    /**
     * Writes a test with its scores and images, counts it on its consumer and on the dashboard;
     * answers its id. Part of the caller's transaction: nothing of it stays when that fails.
     */
    async insert(
      tx: Tx,
      test: TestInsert,
      scores: { diseaseId: number; score: number }[],
      images: TestImageInsert[],
    ) {
      const [r] = await tx.insert(testRecords).values(test).returning({ id: testRecords.id });
      // Each score and image copied onto a fresh literal with its test's id (lib/merged.ts).
      if (scores.length) await tx.insert(testScores).values(scores.map((s) => merged(s, { testId: r.id })));
      if (images.length) await tx.insert(testImages).values(images.map((i) => merged(i, { testId: r.id })));
      await tx
        .update(consumers)
        .set({
          testCount: sql`${consumers.testCount} + 1`,
          lastTestAt: sql`greatest(${consumers.lastTestAt}, ${test.testedAt})`,
          firstTestAt: sql`least(${consumers.firstTestAt}, ${test.testedAt})`,
          // The latest test's score; of two at the same time, the later written (the higher id).
          lastScore: sql`case when ${consumers.lastTestAt} is null or ${consumers.lastTestAt} <= ${test.testedAt}
            then ${test.score} else ${consumers.lastScore} end`,
          // A consumer tested again is back in use.
          archived: false,
        })
        .where(eq(consumers.id, test.consumerId));
      await countTest(tx, test.storeId, test.testedAt as Date, scores);
      return r.id;
    },
    /** Deletes visible tests, all or none, and takes them off their consumers' and the dashboard's counts. */
    async remove(actor: Actor, ids: number[]): Promise<ErasedFile[]> {
      return db.transaction(async (tx) => {
        const photos = await photosOfTests(tx, sql`ti.test_id = any(${`{${ids.join(',')}}`}::int[])`);
        const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
        await uncountTests(
          tx,
          sql`test_records.id = any(${idArray}) and ${scoped.changeScope(actor) ?? sql`true`}`,
        );
        const gone = await tx
          .select({ consumerId: testRecords.consumerId, n: sql<number>`count(*)::int` })
          .from(testRecords)
          .where(and(inArray(testRecords.id, ids), scoped.changeScope(actor)))
          .groupBy(testRecords.consumerId);
        await scoped.remove(tx, actor, ids);
        for (const g of gone)
          await tx
            .update(consumers)
            .set({
              testCount: sql`greatest(${consumers.testCount} - ${g.n}, 0)`,
              lastTestAt: sql`(select max(${testRecords.testedAt}) from ${testRecords} where ${testRecords.consumerId} = ${g.consumerId})`,
              firstTestAt: sql`(select min(${testRecords.testedAt}) from ${testRecords} where ${testRecords.consumerId} = ${g.consumerId})`,
              lastScore: sql`(select ${testRecords.score} from ${testRecords} where ${testRecords.consumerId} = ${g.consumerId}
                order by ${testRecords.testedAt} desc, ${testRecords.id} desc limit 1)`,
            })
            .where(eq(consumers.id, g.consumerId));
        // The photos go with their tests (those no other test names).
        return eraseUnnamed(tx, photos);
      });
    },
    /**
     * Keeps a test's report as made (docs/skin-tests.md, "Reports kept as made"), unless one is
     * kept already: the first making wins, so a report read twice at once is kept once.
     */
    async keepReport(tx: Tx, testId: number, problems: unknown) {
      await tx.insert(testReports).values({ testId, problems }).onConflictDoNothing();
    },
    /** Replaces a test's kept report by one made now (someone asked for today's on purpose). */
    async replaceReport(tx: Tx, testId: number, problems: unknown) {
      await tx
        .insert(testReports)
        .values({ testId, problems })
        .onConflictDoUpdate({ target: testReports.testId, set: { problems, madeAt: sql`now()` } });
    },
    /** A consumer's latest tests, oldest first, for the timeline (at most `limit`: the newest). */
    async timeline(actor: Actor, consumerId: number, limit = 200) {
      const rows = await select()
        .where(and(eq(testRecords.consumerId, consumerId), scoped.scope(actor)))
        .orderBy(desc(testRecords.testedAt), desc(testRecords.id))
        .limit(limit);
      return rows.map((r) => toTest(r as Row)).reverse();
    },
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** A test the device's store holds, by id (the device API). */
      async ofStore(storeId: number, id: number) {
        const r = await list.one(id, [], db);
        return r && r.storeId === storeId ? r : undefined;
      },
      /** Whether a test of this store holds this photo (a device fetching its own store's photos). */
      storeHoldsPhoto: (storeId: number, fileId: string) =>
        testNamingPhoto(db, fileId, eq(testRecords.storeId, storeId)),
      /** Whether this test holds this photo (a report's public link fetching its photos). */
      testHoldsPhoto: (testId: number, fileId: string) =>
        testNamingPhoto(db, fileId, eq(testRecords.id, testId)),
      /** Whether the test's kept report shows this goods picture (its public link's pictures). */
      async keptReportShows(testId: number, fileId: string) {
        const [r] = await db
          .select({ testId: testReports.testId })
          .from(testReports)
          .where(
            and(
              eq(testReports.testId, testId),
              sql`${testReports.problems} @> ${JSON.stringify([{ goods: [{ iconFileId: fileId }] }])}::jsonb`,
            ),
          );
        return r !== undefined;
      },
      /** A test by id, whoever holds it (a report's public link, which names it). */
      byId: (id: number) => list.one(id, [], db),
      /** The scores of a test with their dimensions, and its images with their types. */
      async parts(testId: number) {
        const [scores, images] = await Promise.all([
          db
            .select({ diseaseId: testScores.diseaseId, score: testScores.score })
            .from(testScores)
            .where(eq(testScores.testId, testId)),
          db
            .select({
              imageTypeId: testImages.imageTypeId,
              indexNo: imageTypes.indexNo,
              nameEn: imageTypes.nameEn,
              nameZh: imageTypes.nameZh,
              translations: imageTypes.translations,
              sort: imageTypes.sort,
              position: testImages.position,
              fileId: testImages.fileId,
              thumbnailId: testImages.thumbnailId,
            })
            .from(testImages)
            .innerJoin(imageTypes, eq(imageTypes.id, testImages.imageTypeId))
            .where(eq(testImages.testId, testId))
            .orderBy(asc(imageTypes.sort), asc(imageTypes.indexNo), asc(testImages.position)),
        ]);
        return { scores, images };
      },
      /** The report kept for a test as made, if one is (read once the caller may see the test). */
      async keptReport(testId: number, tx: Tx = db) {
        const [r] = await tx
          .select({ madeAt: testReports.madeAt, problems: testReports.problems })
          .from(testReports)
          .where(eq(testReports.testId, testId));
        return r;
      },
      /** Enabled image types by the numbers the analyzers send. */
      async imageTypesByIndex(tx: Tx, indexNos: number[]) {
        if (!indexNos.length) return new Map<number, number>();
        const rows = await tx
          .select({ id: imageTypes.id, indexNo: imageTypes.indexNo })
          .from(imageTypes)
          .where(and(inArray(imageTypes.indexNo, indexNos), eq(imageTypes.state, 1)));
        return new Map(rows.map((r) => [r.indexNo, r.id]));
      },
      /** Dimensions in use by the codes the analyzers send. */
      async dimensionsByCode(tx: Tx, codes: string[]) {
        const rows = await tx
          .select({ id: diseases.id, code: diseases.code })
          .from(diseases)
          .where(and(inArray(diseases.code, codes), eq(diseases.state, 1)));
        return new Map(rows.map((r) => [r.code, r.id]));
      },
      /** The test a device already uploaded under this client id, if any. */
      async byClientId(tx: Tx, deviceId: number, clientId: string) {
        const [r] = await tx
          .select({ id: testRecords.id })
          .from(testRecords)
          .where(and(eq(testRecords.deviceId, deviceId), eq(testRecords.clientId, clientId)));
        return r?.id;
      },
      /**
       * Dimensions as charts and exports name them, in the catalogue's order: those of `ids`, or
       * every one (a platform table of a few dozen rows).
       */
      async dimensionsOf(ids?: number[]) {
        if (ids && !ids.length) return [];
        return db
          .select({
            id: diseases.id,
            code: diseases.code,
            name: diseases.name,
            nameEn: diseases.nameEn,
            translations: diseases.translations,
          })
          .from(diseases)
          .where(ids ? inArray(diseases.id, ids) : undefined)
          .orderBy(asc(diseases.sort), asc(diseases.id))
          .limit(500);
      },
      /** The score ranges of the levels, lowest first. */
      levels: () =>
        db
          .select({
            id: diseaseLevels.id,
            minScore: diseaseLevels.minScore,
            maxScore: diseaseLevels.maxScore,
          })
          .from(diseaseLevels)
          .orderBy(asc(diseaseLevels.minScore), asc(diseaseLevels.id)),
      /** Scores of many tests at once (the timeline's trends). */
      async scoresOf(testIds: number[]) {
        if (!testIds.length) return [];
        return db
          .select({ testId: testScores.testId, diseaseId: testScores.diseaseId, score: testScores.score })
          .from(testScores)
          .where(inArray(testScores.testId, testIds));
      },
    },
  };
});
export type TestRecordData = ReturnType<typeof createTestRecordData>;
