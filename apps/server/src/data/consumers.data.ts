import { type Consumer, phoneSearchText } from '@skin/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { consumers, platformDailyStats, questions, storeDailyStats, stores } from '../db/schema';
import type { Actor } from '../lib/actor';
import { Conflict, NotFound } from '../lib/errors';
import { type ErasedFile, eraseUnnamed } from './files.data';
import { iso, likeEscape } from './list';
import { perDatabase } from './per-database';
import { tenantPicker } from './pick-options';
import { tenant } from './tables';
import { tenantData } from './tenant-data';
import { photosOfTests } from './test-records.data';
import { shardOf, uncountTests } from './test-stats';

const columns = {
  id: consumers.id,
  storeId: consumers.storeId,
  storeName: stores.name,
  storeCountry: stores.country,
  name: consumers.name,
  sex: consumers.sex,
  phone: consumers.phone,
  email: consumers.email,
  birthday: consumers.birthday,
  maritalStatus: consumers.maritalStatus,
  hasChildren: consumers.hasChildren,
  hadMedicalBeauty: consumers.hadMedicalBeauty,
  career: consumers.career,
  area: consumers.area,
  address: consumers.address,
  problemIds: consumers.problemIds,
  remark: consumers.remark,
  testCount: consumers.testCount,
  lastTestAt: consumers.lastTestAt,
  archived: consumers.archived,
  createdAt: consumers.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toConsumer = (r: Row) =>
  ({
    ...r,
    problemIds: (r.problemIds as number[] | null) ?? [],
    lastTestAt: iso(r.lastTestAt as Date | null),
    createdAt: iso(r.createdAt as Date),
  }) as Consumer;
export type ConsumerInsert = typeof consumers.$inferInsert;
const scoped = tenant.consumer;

/** The day a moment falls on, as the dashboard counts days (UTC). */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A store's consumers within the caller's tenant (data layer): the kit's list, get and update; its
 * own insert (counted on the dashboard), the device API's reads by store, and a delete that
 * erases their tests' photos.
 */
export const createConsumerData = perDatabase((db: Db) => {
  const base = tenantData(db, scoped, {
    name: 'consumers',
    select: (tx: Tx) =>
      tx.select(columns).from(consumers).innerJoin(stores, eq(stores.id, consumers.storeId)).$dynamic(),
    orderBy: [desc(consumers.id)],
    filters: {
      name: { column: consumers.name, match: 'like' },
      phone: { column: consumers.phone, match: 'like' },
      sex: { column: consumers.sex, match: 'eq' },
      storeId: { column: consumers.storeId, match: 'eq' },
      archived: { column: consumers.archived, match: 'eq' },
    },
    ofUsers: ['agentId', 'merchantId'],
    toEntity: toConsumer,
  });
  return {
    list: base.list,
    get: base.get,
    update: base.update,
    /** The stored row if the caller may see it, else NotFound. */
    row: (actor: Actor, id: number, tx: Tx = db) => scoped.get(tx, actor, id),
    /** A new consumer, counted among the store's new consumers of its day. */
    async insert(tx: Tx, values: ConsumerInsert) {
      const [r] = await tx
        .insert(consumers)
        .values(values)
        .returning({ id: consumers.id, createdAt: consumers.createdAt });
      await countNew(tx, values.storeId, r.createdAt, 1);
      return r.id;
    },
    /**
     * The consumer of the store with this phone, registered now when there is none. Tests of a new
     * consumer arriving together all find the one consumer: the insert that loses waits for the
     * one that wins and reads its row, rather than failing on the unique index.
     */
    async insertOrGet(tx: Tx, values: ConsumerInsert & { phone: string }) {
      const [r] = await tx
        .insert(consumers)
        .values(values)
        .onConflictDoNothing({ target: [consumers.storeId, consumers.phone] })
        .returning({ id: consumers.id, createdAt: consumers.createdAt });
      if (r) {
        await countNew(tx, values.storeId, r.createdAt, 1);
        return r.id;
      }
      const [known] = await tx
        .select({ id: consumers.id })
        .from(consumers)
        .where(and(eq(consumers.storeId, values.storeId), eq(consumers.phone, values.phone)));
      return known.id;
    },
    /**
     * Deletes visible consumers that have no tests, all or none; one with tests is refused, named
     * with its count (it is archived instead, or erased on purpose: `erase`). The rows are locked
     * first, so a test arriving meanwhile (which counts itself on its consumer) waits or comes first.
     */
    async remove(actor: Actor, ids: number[]): Promise<ErasedFile[]> {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ name: consumers.name, testCount: consumers.testCount })
          .from(consumers)
          .where(and(inArray(consumers.id, ids), scoped.scope(actor)))
          .orderBy(asc(consumers.id))
          .for('update');
        const tested = found.find((c) => c.testCount > 0);
        if (tested)
          throw Conflict({ key: 'consumerHasTests', params: { name: tested.name, tests: tested.testCount } });
        return eraseConsumers(tx, actor, ids);
      });
    },
    /**
     * Erases a visible consumer with all its tests, reports and face photos (a person's right to be
     * forgotten), when `confirmedTests` is still its number of tests: a confirmation given for
     * fewer tests than it now has erases nothing.
     */
    async erase(actor: Actor, id: number, confirmedTests: number): Promise<ErasedFile[]> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ testCount: consumers.testCount })
          .from(consumers)
          .where(and(eq(consumers.id, id), scoped.scope(actor)))
          .for('update');
        if (!found) throw NotFound(scoped.label);
        if (found.testCount !== confirmedTests)
          throw Conflict({
            key: 'eraseCountChanged',
            params: { tests: found.testCount, confirmed: confirmedTests },
          });
        return eraseConsumers(tx, actor, [id]);
      });
    },
    /** The pickers' search: consumers by name or phone (not archived), with their store. */
    pick: tenantPicker(db, scoped, {
      label: sql<string>`${consumers.name} || ' ' || ${consumers.phone}`,
      matches: [consumers.name, consumers.phone],
      // The phone's digits as typed (`phoneSearchText`) against the stored E.164.
      alsoMatch: (q) => {
        const digits = phoneSearchText(q);
        return digits ? sql`${consumers.phone} like ${`%${likeEscape(digits)}%`}` : undefined;
      },
      order: [consumers.name],
      owner: sql<
        string | null
      >`(select ${stores.name} from ${stores} where ${stores.id} = ${consumers.storeId})`,
      offered: eq(consumers.archived, false),
    }),
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /** The consumer of a store with this phone, whoever asks (the device API's own store). */
      async byPhone(tx: Tx, storeId: number, phone: string) {
        const [r] = await tx
          .select()
          .from(consumers)
          .where(and(eq(consumers.storeId, storeId), eq(consumers.phone, phone)));
        return r;
      },
      /** A consumer by id within a store (the device API: the device's store is its scope). */
      async ofStore(tx: Tx, storeId: number, id: number) {
        const [r] = await tx
          .select()
          .from(consumers)
          .where(and(eq(consumers.storeId, storeId), eq(consumers.id, id)));
        return r;
      },
      /** Which of these ids are improvement questions (the consumer's problems to improve). */
      async knownQuestions(tx: Tx, ids: number[]) {
        if (!ids.length) return [];
        const rows = await tx.select({ id: questions.id }).from(questions).where(inArray(questions.id, ids));
        return rows.map((r) => r.id);
      },
      /** The improvement questions of `ids` with their names, in the questions' order (hidden ones too). */
      async questionsNamed(ids: number[]) {
        if (!ids.length) return [];
        return db
          .select({ id: questions.id, name: questions.name, translations: questions.translations })
          .from(questions)
          .where(inArray(questions.id, ids))
          .orderBy(asc(questions.sort), asc(questions.id));
      },
    },
  };
});

/**
 * Deletes visible consumers with their tests, all or none, takes them off the dashboard's counts
 * and answers the face photos no other test names, for the caller to erase.
 */
async function eraseConsumers(tx: Tx, actor: Actor, ids: number[]): Promise<ErasedFile[]> {
  const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
  const photos = await photosOfTests(
    tx,
    sql`ti.test_id in (select id from test_records where consumer_id = any(${idArray}))`,
  );
  const gone = await tx
    .select({ storeId: consumers.storeId, createdAt: consumers.createdAt })
    .from(consumers)
    .where(and(inArray(consumers.id, ids), scoped.scope(actor)));
  if (gone.length === ids.length) await uncountTests(tx, sql`test_records.consumer_id = any(${idArray})`);
  await scoped.remove(tx, actor, ids);
  for (const c of gone) await countNew(tx, c.storeId, c.createdAt, -1);
  return eraseUnnamed(tx, photos);
}

/** Adds `delta` to a store's (and the platform's) new consumers of the day `at` falls on. */
async function countNew(tx: Tx, storeId: number, at: Date, delta: number) {
  const day = dayOf(at);
  await tx
    .insert(storeDailyStats)
    .values({ storeId, day, newConsumers: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: [storeDailyStats.storeId, storeDailyStats.day],
      set: { newConsumers: sql`greatest(${storeDailyStats.newConsumers} + ${delta}, 0)` },
    });
  await tx
    .insert(platformDailyStats)
    .values({ shard: shardOf(storeId), day, newConsumers: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: [platformDailyStats.day, platformDailyStats.shard],
      set: { newConsumers: sql`greatest(${platformDailyStats.newConsumers} + ${delta}, 0)` },
    });
}
export type ConsumerData = ReturnType<typeof createConsumerData>;
