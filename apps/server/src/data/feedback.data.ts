import type { feedbackEntity } from '@skin/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { feedback, stores } from '../db/schema';
import type { Actor } from '../lib/actor';
import { defineList, iso } from './list';
import { NotFound } from '../lib/errors';
import { tenant } from './tables';

/** Columns of a feedback row as the screens show it (with its store's name). */
export const feedbackColumns = {
  id: feedback.id,
  storeId: feedback.storeId,
  storeName: stores.name,
  deviceName: feedback.deviceName,
  title: feedback.title,
  content: feedback.content,
  response: feedback.response,
  remark: feedback.remark,
  createdAt: feedback.createdAt,
};
type Row = { [K in keyof typeof feedbackColumns]: unknown };
/** A feedback row as the API answers it. */
export const toFeedback = (r: Row) =>
  ({ ...r, createdAt: iso(r.createdAt as Date) }) as z.infer<typeof feedbackEntity>;
const filters = {
  title: { column: feedback.title, match: 'like' as const },
  storeId: { column: feedback.storeId, match: 'eq' as const },
};
export type FeedbackInsert = typeof feedback.$inferInsert;
const scoped = tenant.feedback;

/** Feedback of the stores within the caller's tenant (data layer). */
export function createFeedbackData(db: Db) {
  const select = (tx: Tx = db) =>
    tx.select(feedbackColumns).from(feedback).innerJoin(stores, eq(stores.id, feedback.storeId)).$dynamic();
  const list = defineList(db, {
    name: 'feedback',
    table: feedback,
    select,
    orderBy: [desc(feedback.id)],
    filters: filters,
    toEntity: toFeedback,
  });
  return {
    list: async (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q, [await scoped.listScope(db, actor)]),
    async get(actor: Actor, id: number, tx: Tx = db) {
      const r = await list.one(id, [scoped.rowScope(actor)], tx);
      if (!r) throw NotFound('feedbackNotFound');
      return r;
    },
    insert: async (tx: Tx, values: FeedbackInsert) =>
      (await tx.insert(feedback).values(values).returning({ id: feedback.id }))[0].id,
    update: (tx: Tx, actor: Actor, id: number, set: Partial<FeedbackInsert>) => scoped.update(tx, actor, id, set),
    remove: (actor: Actor, ids: number[]) => scoped.remove(db, actor, ids),
  };
}
