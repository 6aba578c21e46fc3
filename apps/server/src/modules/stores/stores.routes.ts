import { storeResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../lib/crud/register';
import { createStoreService } from './stores.service';

/** Stores: the standard routes, scoped by merchant. */
export async function storeRoutes(app: FastifyInstance) {
  registerCrud(app, storeResource, createStoreService(app.ctx.db));
}
