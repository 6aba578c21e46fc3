import { feedbackEndpoints, feedbackResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../lib/actor';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import type { FeedbackService } from './feedback.service';

/** Feedback: list, one, create, delete, and `PATCH /feedback/respond`. */
export async function feedbackRoutes(app: FastifyInstance, { service }: { service: FeedbackService }) {
  registerCrud(app, feedbackResource, {
    ...service,
    create: (actor: Actor, input) => service.create(actor, input),
  });
  registerEndpoint(app, feedbackEndpoints.respond, async (req) =>
    ok(await service.respond(req.actor, req.body.id, req.body.response), 'Update succeeded'),
  );
}
