import { consumerResource, envelope, id, permissionOf } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import type { ConsumerService } from './consumers.service';

/** Consumers: the standard routes, and a search for selectors (a chain has too many to list). */
export async function consumerRoutes(app: FastifyInstance, { consumers }: { consumers: ConsumerService }) {
  registerCrud(app, consumerResource, consumers);
  app.withTypeProvider<ZodTypeProvider>().get('/api/consumer/search', {
    config: { permission: permissionOf(consumerResource, 'query') },
    schema: {
      tags: [consumerResource.name],
      summary: 'The first 50 consumers whose name or phone holds the text',
      querystring: z.object({ text: z.string().trim().max(64).default(''), storeId: id.optional() }),
      response: {
        200: envelope(
          z.array(z.object({ id: z.number(), name: z.string(), phone: z.string(), storeId: z.number() })),
        ),
      },
    },
    handler: async (req) => ok(await consumers.search(req.actor, req.query.text, req.query.storeId)),
  });
}
