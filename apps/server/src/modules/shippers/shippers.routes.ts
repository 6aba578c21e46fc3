import { type Shipper, shipperResource } from '@skin/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createShipperData } from '../../data/shippers.data';
import { createUserData } from '../../data/users.data';
import type { Db } from '../../db/client';
import { shippers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { registerCrud } from '../../lib/crud/register';
import { createTableService } from '../../lib/crud/table-service';
import { Invalid } from '../../lib/errors';

/** Shippers: a platform-managed table; each may be linked to a salesperson's sign-in. */
export function createShipperService(db: Db) {
  const data = createShipperData(db);
  const users = createUserData(db);
  const table = createTableService(db, {
    def: shipperResource,
    table: shippers,
    filters: {},
    orderBy: [asc(shippers.sort), asc(shippers.id)],
    label: shippers.name,
    // The linked sign-in must be a salesperson the caller sees.
    async validate(_db, actor, input) {
      if (input.userId != null && !(await users.withRole(actor, Number(input.userId), 'SALESMAN')))
        throw Invalid('chooseSalesperson', { userId: 'chooseSalesperson' });
      return input;
    },
  });
  return {
    list: (_a: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) => data.list(q),
    get: (_a: Actor, id: number) => data.get(id),
    options: table.options,
    create: async (a: Actor, input: Record<string, unknown>): Promise<Shipper> =>
      data.get((await table.create(a, input as never)).id),
    update: async (a: Actor, input: Record<string, unknown> & { id: number }): Promise<Shipper> => {
      await table.update(a, input as never);
      return data.get(input.id);
    },
    remove: table.remove,
  };
}

export async function shipperRoutes(app: FastifyInstance) {
  registerCrud(app, shipperResource, createShipperService(app.ctx.db));
}
