import { dashboardEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { createUserData } from '../../data/users.data';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { ok } from '../../lib/crud/reply';
import { createDashboardService } from './dashboard.service';
import { dashboardShapeOf } from './dashboard-shape';

/**
 * `GET /api/dashboard/scope`: the signed-in user's place, the size of its subtree and its dashboard's shape;
 * `GET /api/dashboard/stats`: that dashboard (the figures of its scope, a store manager's day and
 * follow-ups beside them, or a salesperson's shipments).
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
      shape: dashboardShapeOf(a),
      total: byRole.reduce((n, r) => n + r.count, 0),
      byRole,
    });
  });
  registerEndpoint(app, dashboardEndpoints.stats, async (req) =>
    ok(await dashboard.stats(req.actor, req.query.utcOffset)),
  );
}
