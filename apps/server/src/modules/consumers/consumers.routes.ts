import { consumerEndpoints, consumerResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { done } from '../../lib/crud/reply';
import type { ConsumerService } from './consumers.service';

/** Consumers: the standard routes (archiving and the pickers' search too), and erasure. */
export async function consumerRoutes(app: FastifyInstance, { consumers }: { consumers: ConsumerService }) {
  registerCrud(app, consumerResource, consumers);
  registerEndpoint(app, consumerEndpoints.erase, async (req) => {
    await consumers.erase(req.actor, req.params.id, req.body.tests);
    return done('Deletion succeeded');
  });
}
