import { feedbackResource } from '@skin/contract';
import type { z } from 'zod';
import { createFeedbackData } from '../../data/feedback.data';
import { SYSTEM } from '../../data/system';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { tenantService } from '../../lib/crud/tenant-service';

/** Feedback from stores (console or device): belongs to the store; answered from above. */
export function createFeedbackService(db: Db) {
  const data = createFeedbackData(db);
  const standard = tenantService(db, feedbackResource, data);
  const service = {
    list: standard.list,
    get: standard.get,
    /** Files feedback for a store the caller sees; `null` is the store's own device (already bound to it). */
    create: (actor: Actor | null, input: z.infer<typeof feedbackResource.create>) =>
      standard.create(actor ?? SYSTEM, input),
    async respond(actor: Actor, id: number, response: string) {
      await db.transaction((tx) =>
        data.update(tx, actor, id, { response, respondedBy: actor.userId, respondedAt: new Date() }),
      );
      return service.get(actor, id);
    },
    remove: standard.remove,
  };
  return service;
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
