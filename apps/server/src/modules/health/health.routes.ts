import { envelope } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/crud/reply';
import { Unavailable } from '../../lib/errors';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/**
 * `GET /api/health`: 200 when the database answers, 503 when it does not (readiness).
 * `GET /api/ping`: 200 while the process serves at all (liveness; the benchmarks' baseline of
 * the server's own overhead).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/ping', {
    config: { permission: 'public' },
    schema: { tags: ['health'], response: { 200: envelope(z.literal('pong')) } },
    handler: async () => ok('pong' as const),
  });
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { permission: 'public' },
    schema: {
      tags: ['health'],
      response: {
        200: envelope(
          z.object({
            status: z.literal('ok'),
            db: z.literal('up'),
            database: z.string(),
            version: z.string(),
          }),
        ),
      },
    },
    handler: async () => {
      await app.ctx.db.execute(sql`select 1`).catch(() => {
        throw Unavailable();
      });
      return ok({ status: 'ok' as const, db: 'up' as const, database: app.ctx.dbKind, version: VERSION });
    },
  });
}
