import { healthEndpoints } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { ok } from '../../lib/crud/reply';
import { Unavailable } from '../../lib/errors';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/**
 * `GET /api/health`: 200 when the database answers, 503 when it does not (readiness).
 * `GET /api/ping`: 200 while the process serves at all (liveness; the benchmarks' baseline of
 * the server's own overhead).
 */
export async function healthRoutes(app: FastifyInstance) {
  registerEndpoint(app, healthEndpoints.ping, async () => ok('pong' as const));
  registerEndpoint(app, healthEndpoints.health, async () => {
    await app.ctx.db.execute(sql`select 1`).catch(() => {
      throw Unavailable();
    });
    return ok({ status: 'ok' as const, db: 'up' as const, database: app.ctx.dbKind, version: VERSION });
  });
}
