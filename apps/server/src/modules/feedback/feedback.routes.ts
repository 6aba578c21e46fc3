import { envelope, feedbackResource, feedbackRespond } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../../lib/actor';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import type { FeedbackService } from './feedback.service';

/** Feedback: list, one, create, delete, and `PATCH /feedback/respond`. */
export async function feedbackRoutes(app: FastifyInstance, { service }: { service: FeedbackService }) {
  registerCrud(app, feedbackResource, {
    ...service,
    create: (actor: Actor, input) => service.create(actor, input),
  });
  app.withTypeProvider<ZodTypeProvider>().patch('/api/feedback/respond', {
    config: { permission: feedbackResource.extra.respond },
    schema: {
      tags: ['feedback'],
      body: feedbackRespond,
      response: { 200: envelope(feedbackResource.entity) },
    },
    handler: async (req) =>
      ok(await service.respond(req.actor, req.body.id, req.body.response), 'Update succeeded'),
  });
}
