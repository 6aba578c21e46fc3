import { dashboardScope, dashboardStats, envelope } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createUserData } from '../../data/users.data';
import { ok } from '../../lib/crud/reply';
import { createDashboardService } from './dashboard.service';

/**
 * `GET /api/dashboard/scope`: the signed-in user's place and the size of its subtree;
 * `GET /api/dashboard/stats`: the figures of that scope (devices, tests, consumers, scores).
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const users = createUserData(db);
  const dashboard = createDashboardService(db);
  app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard/scope', {
    config: { permission: 'signed-in' },
    schema: { tags: ['dashboard'], response: { 200: envelope(dashboardScope) } },
    handler: async (req) => {
      const a = req.actor;
      const byRole = await users.countByRole(a);
      return ok({
        user: { id: a.userId, username: a.username, name: a.name },
        role: { code: a.role.code, name: a.role.name },
        seesAll: a.seesAll,
        total: byRole.reduce((n, r) => n + r.count, 0),
        byRole,
      });
    },
  });
  app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard/stats', {
    config: { permission: 'signed-in' },
    schema: { tags: ['dashboard'], response: { 200: envelope(dashboardStats) } },
    handler: async (req) => ok(await dashboard.stats(req.actor)),
  });
}
