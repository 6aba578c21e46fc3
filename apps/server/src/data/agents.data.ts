import type { agentResource } from '@skin/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { agents, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { defineList, scopeSql, iso } from './list';
import { NotFound } from '../lib/errors';
import { tenant } from './tables';

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
export type AgentInsert = typeof agents.$inferInsert;
const scoped = tenant.agent;

/** Agents' business details within the caller's tenant (data layer). */
export function createAgentData(db: Db) {
  const select = (tx: Tx = db) => tx.select(columns).from(agents).innerJoin(users, eq(users.id, agents.userId)).$dynamic();
  const list = defineList(db, {
    name: 'agents',
    table: agents,
    select,
    orderBy: [asc(agents.id)],
    filters: filters,
    toEntity: toAgent,
  });
  return {
    list: async (actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q, [await scoped.listScope(db, actor)]),
    async options(actor: Actor) {
      const rows = await db
        .select({ id: agents.id, label: agents.name })
        .from(agents)
        .where(scopeSql(await scoped.listScope(db, actor)))
        .orderBy(asc(agents.name))
        .limit(2000);
      return rows.map((r) => ({ ...r, parentId: null }));
    },
    async get(actor: Actor, id: number) {
      const row = await list.one(id, [scoped.rowScope(actor)]);
      if (!row) throw NotFound('agentNotFound');
      return row;
    },
    insert: async (tx: Tx, values: AgentInsert) =>
      (await tx.insert(agents).values(values).returning({ id: agents.id }))[0].id,
    update: (tx: Tx, actor: Actor, id: number, set: Partial<AgentInsert>) => scoped.update(tx, actor, id, set),
    /** The user ids behind visible agents, all or NotFound. */
    async userIds(actor: Actor, ids: number[]) {
      const rows = await db
        .select({ userId: agents.userId })
        .from(agents)
        .where(and(inArray(agents.id, ids), scoped.scope(actor)));
      if (rows.length !== ids.length) throw NotFound('agentNotFound');
      return rows.map((r) => r.userId);
    },
  };
}
