import { agentResource, crudEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import type { UserService } from '../users/users.service';
import { createAgentService } from './agents.service';

/** Agents at the product's paths: GET/POST/PATCH /agent, GET /agent/all, DELETE /agent/id/{id}. */
export async function agentRoutes(app: FastifyInstance, { userService }: { userService: UserService }) {
  const service = createAgentService(app.ctx.db, userService);
  registerCrud(app, agentResource, service);
  // The product fixes `GET /agent/all` (docs/product-rules.md, "API paths"), the one `/all` of a
  // tenant resource: agents are contracts platform staff add one by one through a form (no upload),
  // so the caller's agents are answered whole, never cut off. Pickers use `GET /agent/options`.
  registerEndpoint(
    app,
    crudEndpoints(agentResource).options,
    async (req) => ok(await service.all(req.actor)),
    {
      config: { speculative: true },
    },
  );
}
