import { envelope } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unavailable } from '../../lib/errors';
import { ok } from '../../lib/reply';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance) {
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
