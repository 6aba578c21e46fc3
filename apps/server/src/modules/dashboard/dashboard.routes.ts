import { dashboardEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { createUserData } from '../../data/users.data';
import { registerEndpoint } from '../../lib/crud/endpoint';
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
  registerEndpoint(app, dashboardEndpoints.scope, async (req) => {
    const a = req.actor;
    const byRole = await users.countByRole(a);
    return ok({
      user: { id: a.userId, username: a.username, name: a.name },
      role: { code: a.role.code, name: a.role.name },
      seesAll: a.seesAll,
      total: byRole.reduce((n, r) => n + r.count, 0),
      byRole,
    });
  });
  registerEndpoint(app, dashboardEndpoints.stats, async (req) => ok(await dashboard.stats(req.actor)));
}
