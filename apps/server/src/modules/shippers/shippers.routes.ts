import { shipperResource } from '@skin/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shippers } from '../../db/schema';
import { registerCrud } from '../../lib/crud/register';
import { createTableService } from '../../lib/crud/table-service';

/** Shippers: a plain platform-managed table. */
export async function shipperRoutes(app: FastifyInstance) {
  registerCrud(
    app,
    shipperResource,
    createTableService(app.ctx.db, {
      def: shipperResource,
      table: shippers,
      filters: { name: { column: shippers.name, match: 'like' } },
      orderBy: [asc(shippers.sort), asc(shippers.id)],
      label: shippers.name,
    }),
  );
}
