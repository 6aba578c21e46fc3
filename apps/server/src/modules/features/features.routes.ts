import { featureResource } from '@skin/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { features } from '../../db/schema';
import { registerCrud } from '../../lib/crud/register';
import { createTableService } from '../../lib/crud/table-service';

/** The catalogue of grantable features; grants to users live with the users module. */
export async function featureRoutes(app: FastifyInstance) {
  registerCrud(
    app,
    featureResource,
    createTableService(app.ctx.db, {
      def: featureResource,
      table: features,
      filters: { name: { column: features.name, match: 'like' } },
      orderBy: [asc(features.id)],
      label: features.name,
    }),
  );
}
