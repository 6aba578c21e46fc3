import type { feedbackEntity, feedbackResource } from '@skin/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { feedback, stores } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { filterWhere, iso, listPage } from '../../lib/crud/list';
import { Invalid, NotFound } from '../../lib/errors';
import { ownerInScope } from '../../lib/tenant';

const columns = {
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
type Row = { [K in keyof typeof columns]: unknown };
const toFeedback = (r: Row) =>
  ({ ...r, createdAt: iso(r.createdAt as Date) }) as z.infer<typeof feedbackEntity>;

/** Feedback from stores (console or device): owned by the store's merchant; answered from above. */
export function createFeedbackService(db: Db) {
  const scope = (actor: Actor) => ownerInScope(actor, feedback.ownerId);
  const select = () =>
    db.select(columns).from(feedback).innerJoin(stores, eq(stores.id, feedback.storeId)).$dynamic();
  const service = {
    list: (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      listPage(
        db,
        feedback,
        select(),
        filterWhere(
          {
            title: { column: feedback.title, match: 'like' },
            storeId: { column: feedback.storeId, match: 'eq' },
          },
          q,
          scope(actor),
        ),
        [desc(feedback.id)],
        q,
        toFeedback,
      ),
    async get(actor: Actor, id: number) {
      const [r] = await select().where(and(eq(feedback.id, id), scope(actor)));
      if (!r) throw NotFound('Feedback');
      return toFeedback(r);
    },
    /** Files feedback for a store; `actor` null means the store's own device (already scoped to it). */
    async create(actor: Actor | null, input: z.infer<typeof feedbackResource.create>) {
      const [store] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, input.storeId), actor ? ownerInScope(actor, stores.merchantId) : undefined));
      if (!store) throw Invalid('Store not found', { storeId: 'Store not found' });
      const [r] = await db
        .insert(feedback)
        .values({ ...input, ownerId: store.merchantId })
        .returning({ id: feedback.id });
      const [row] = await select().where(eq(feedback.id, r.id));
      return toFeedback(row);
    },
    async respond(actor: Actor, id: number, response: string) {
      await service.get(actor, id);
      await db
        .update(feedback)
        .set({ response, respondedBy: actor.userId, respondedAt: new Date() })
        .where(eq(feedback.id, id));
      return service.get(actor, id);
    },
    async remove(actor: Actor, ids: number[]) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .delete(feedback)
          .where(and(inArray(feedback.id, ids), scope(actor)))
          .returning({ id: feedback.id });
        if (rows.length !== ids.length) throw NotFound('Feedback');
      });
    },
  };
  return service;
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
