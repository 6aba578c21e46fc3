import { consumerEndpoints, consumerResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import type { ConsumerService } from './consumers.service';

/** Consumers: the standard routes, and a search for selectors (a chain has too many to list). */
export async function consumerRoutes(app: FastifyInstance, { consumers }: { consumers: ConsumerService }) {
  registerCrud(app, consumerResource, consumers);
  registerEndpoint(app, consumerEndpoints.search, async (req) =>
    ok(await consumers.search(req.actor, req.query.text, req.query.storeId)),
  );
}
