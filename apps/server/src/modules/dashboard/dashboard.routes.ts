import { dashboardScope, envelope } from '@skin/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles, users } from '../../db/schema';
import { ok } from '../../lib/reply';
import { userInScope } from '../../lib/tenant';

/** `GET /api/dashboard/scope`: the signed-in user's place and the size of its subtree. */
export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard/scope', {
    config: { permission: 'signed-in' },
    schema: { tags: ['dashboard'], response: { 200: envelope(dashboardScope) } },
    handler: async (req) => {
      const a = req.actor;
      const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, a.role.id));
      const byRole = await db
        .select({ code: roles.code, name: roles.name, count: count() })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(userInScope(a))
        .groupBy(roles.code, roles.name, roles.sort)
        .orderBy(asc(roles.sort));
      return ok({
        user: { id: a.userId, username: a.username, name: a.name },
        role: { code: a.role.code, name: role.name },
        seesAll: a.seesAll,
        total: byRole.reduce((n, r) => n + r.count, 0),
        byRole,
      });
    },
  });
}
