import type { feedbackEntity } from '@skin/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { feedback, stores } from '../db/schema';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

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
export type FeedbackInsert = typeof feedback.$inferInsert;

/** Feedback of the stores within the caller's tenant (data layer): the kit's reads and writes. */
export const createFeedbackData = perDatabase((db: Db) => {
  return tenantData(db, tenant.feedback, {
    name: 'feedback',
    select: (tx: Tx) =>
      tx.select(feedbackColumns).from(feedback).innerJoin(stores, eq(stores.id, feedback.storeId)).$dynamic(),
    orderBy: [desc(feedback.id)],
    filters: {
      title: { column: feedback.title, match: 'like' },
      storeId: { column: feedback.storeId, match: 'eq' },
    },
    toEntity: toFeedback,
  });
});
