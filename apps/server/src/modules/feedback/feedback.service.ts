import type { feedbackResource } from '@skin/contract';
import type { z } from 'zod';
import { createFeedbackData } from '../../data/feedback.data';
import { createStoreData } from '../../data/stores.data';
import { SYSTEM } from '../../data/system';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';

/** Feedback from stores (console or device): belongs to the store; answered from above. */
export function createFeedbackService(db: Db) {
  const data = createFeedbackData(db);
  const stores = createStoreData(db);
  const service = {
    list: data.list,
    get: (actor: Actor, id: number) => data.get(actor, id),
    /** Files feedback for a store the caller sees; `null` is the store's own device (already bound to it). */
    async create(actor: Actor | null, input: z.infer<typeof feedbackResource.create>) {
      const store = await stores.row(actor ?? SYSTEM, input.storeId).catch(() => undefined);
      if (!store) throw Invalid('storeNotFound', { storeId: 'storeNotFound' });
      const id = await db.transaction((tx) => data.insert(tx, input));
      return data.get(actor ?? SYSTEM, id);
    },
    async respond(actor: Actor, id: number, response: string) {
      await db.transaction((tx) =>
        data.update(tx, actor, id, { response, respondedBy: actor.userId, respondedAt: new Date() }),
      );
      return service.get(actor, id);
    },
    remove: data.remove,
  };
  return service;
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
