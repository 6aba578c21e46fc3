import { buttonResource, resourceTypeResource, urlResource } from '@skin/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buttons, resourceTypes, urlResources } from '../../db/schema';
import { registerCrud } from '../../lib/crud/register';
import { createTableService } from '../../lib/crud/table-service';

/** Button permissions, resource types and URL permissions: plain platform-managed tables. */
export async function permissionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  registerCrud(
    app,
    buttonResource,
    createTableService(db, {
      def: buttonResource,
      table: buttons,
      filters: {
        name: { column: buttons.name, match: 'like' },
        menuId: { column: buttons.menuId, match: 'eq' },
      },
      orderBy: [asc(buttons.perm)],
      label: buttons.name,
    }),
  );
  registerCrud(
    app,
    resourceTypeResource,
    createTableService(db, {
      def: resourceTypeResource,
      table: resourceTypes,
      filters: { name: { column: resourceTypes.name, match: 'like' } },
      orderBy: [asc(resourceTypes.id)],
      label: resourceTypes.name,
    }),
  );
  registerCrud(
    app,
    urlResource,
    createTableService(db, {
      def: urlResource,
      table: urlResources,
      filters: {
        name: { column: urlResources.name, match: 'like' },
        typeId: { column: urlResources.typeId, match: 'eq' },
      },
      orderBy: [asc(urlResources.uniqueMark), asc(urlResources.method)],
      label: urlResources.name,
    }),
  );
}
