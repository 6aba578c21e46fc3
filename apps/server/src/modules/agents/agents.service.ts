import type { agentResource } from '@skin/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { createAgentData } from '../../data/agents.data';
import { createUserData } from '../../data/users.data';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';
import type { UserService } from '../users/users.service';

/** Agents: a user with the AGENT role plus business details; the row is owned by that user. */
export function createAgentService(db: Db, userService: UserService) {
  const data = createAgentData(db);
  const userData = createUserData(db);
  const agentRole = async () => {
    const [role] = await db.select().from(roles).where(eq(roles.code, 'AGENT'));
    if (!role) throw Invalid('agentRoleMissing');
    return role;
  };
  const service = {
    list: data.list,
    pick: data.pick,
    /** Every agent the caller sees (`GET /agent/all`, the product's path). */
    all: data.all,
    get: data.get,
    async create(actor: Actor, input: z.infer<typeof agentResource.create>) {
      const role = await agentRole();
      const { username, password, parentId, ...details } = input;
      const id = await db.transaction(async (tx) => {
        const userId = await userService.insert(
          actor,
          {
            username,
            password,
            parentId,
            name: details.name,
            phone: details.phone,
            roleId: role.id,
            state: 1,
            remark: null,
          },
          tx,
        );
        return data.insert(tx, { ...details, userId });
      });
      return service.get(actor, id);
    },
    /** Changes the fields sent; the agent's name is its user's name too. */
    async update(actor: Actor, input: z.infer<typeof agentResource.update>) {
      const current = await service.get(actor, input.id);
      await userService.manageable(actor, current.userId);
      const { id, ...details } = input;
      await db.transaction(async (tx) => {
        if (Object.keys(details).length) await data.update(tx, actor, id, details);
        if (details.name !== undefined)
          await userData.update(tx, actor, current.userId, { name: details.name });
      });
      return service.get(actor, id);
    },
    /** Enabling or disabling an agent is enabling or disabling its sign-in. */
    async setState(actor: Actor, id: number, field: string, state: unknown) {
      const current = await service.get(actor, id);
      await userService.setState(actor, current.userId, field, state);
    },
    async remove(actor: Actor, ids: number[]) {
      await userService.remove(actor, await data.userIds(actor, ids));
    },
  };
  return service;
}
