import { agentResource } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../lib/crud/register';
import type { UserService } from '../users/users.service';
import { createAgentService } from './agents.service';

/** Agents at the product's paths: GET/POST/PATCH /agent, GET /agent/all, DELETE /agent/id/{id}. */
export async function agentRoutes(app: FastifyInstance, { userService }: { userService: UserService }) {
  registerCrud(app, agentResource, createAgentService(app.ctx.db, userService));
}
