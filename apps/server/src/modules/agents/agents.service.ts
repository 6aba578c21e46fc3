import type { agentResource } from '@skin/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { agents, roles, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { filterWhere, iso, listPage } from '../../lib/crud/list';
import { Invalid, NotFound } from '../../lib/errors';
import { ownerInScope } from '../../lib/tenant';
import type { UserService } from '../users/users.service';

const columns = {
  id: agents.id,
  userId: agents.userId,
  username: users.username,
  parentId: users.parentId,
  name: agents.name,
  agentLevel: agents.agentLevel,
  chinaMainland: agents.chinaMainland,
  phone: agents.phone,
  address: agents.address,
  state: users.state,
  remark: agents.remark,
  createdAt: agents.createdAt,
};
type Agent = z.infer<typeof agentResource.entity>;
const toAgent = (r: Record<string, unknown>) => ({ ...r, createdAt: iso(r.createdAt as Date) }) as Agent;
const filters = {
  name: { column: agents.name, match: 'like' as const },
  agentLevel: { column: agents.agentLevel, match: 'eq' as const },
};

/** Agents: a user with the AGENT role plus business details; the row is owned by that user. */
export function createAgentService(db: Db, userService: UserService) {
  const select = () =>
    db.select(columns).from(agents).innerJoin(users, eq(users.id, agents.userId)).$dynamic();
  const scope = (actor: Actor) => ownerInScope(actor, agents.userId);
  const agentRole = async () => {
    const [role] = await db.select().from(roles).where(eq(roles.code, 'AGENT'));
    if (!role) throw Invalid('The AGENT role is missing');
    return role;
  };
  const service = {
    list: (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      listPage(db, agents, select(), filterWhere(filters, q, scope(actor)), [asc(agents.id)], q, toAgent),
    async options(actor: Actor) {
      const rows = await db
        .select({ id: agents.id, label: agents.name, userId: agents.userId })
        .from(agents)
        .where(scope(actor))
        .orderBy(asc(agents.name))
        .limit(2000);
      return rows.map((r) => ({ id: r.id, label: r.label, parentId: null }));
    },
    async get(actor: Actor, id: number) {
      const [row] = await select().where(and(eq(agents.id, id), scope(actor)));
      if (!row) throw NotFound('Agent');
      return toAgent(row);
    },
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
            email: null,
            sex: null,
          },
          tx,
        );
        const [row] = await tx
          .insert(agents)
          .values({ ...details, userId })
          .returning({ id: agents.id });
        return row.id;
      });
      return service.get(actor, id);
    },
    async update(actor: Actor, input: z.infer<typeof agentResource.update>) {
      const current = await service.get(actor, input.id);
      await userService.manageable(actor, current.userId);
      const { id, state, ...details } = input;
      await db.transaction(async (tx) => {
        await tx.update(agents).set(details).where(eq(agents.id, id));
        await tx.update(users).set({ name: details.name }).where(eq(users.id, current.userId));
      });
      if (state !== undefined && state !== current.state)
        await userService.setState(actor, current.userId, state);
      return service.get(actor, id);
    },
    async remove(actor: Actor, ids: number[]) {
      const rows = await db
        .select({ userId: agents.userId })
        .from(agents)
        .where(and(inArray(agents.id, ids), scope(actor)));
      if (rows.length !== ids.length) throw NotFound('Agent');
      await userService.remove(
        actor,
        rows.map((r) => r.userId),
      );
    },
  };
  return service;
}
