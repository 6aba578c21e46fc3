import type { agentResource } from '@skin/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { agents, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenantPicker } from './pick-options';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

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
export const createAgentData = perDatabase((db: Db) => {
  const base = tenantData(db, scoped, {
    name: 'agents',
    select: (tx: Tx) =>
      tx.select(columns).from(agents).innerJoin(users, eq(users.id, agents.userId)).$dynamic(),
    orderBy: [asc(agents.id)],
    filters,
    toEntity: toAgent,
  });
  return {
    list: base.list,
    /** Every agent the caller sees, by name (`GET /agent/all`, docs/product-rules.md "API paths"). */
    all: async (actor: Actor) =>
      (
        await db
          .select({ id: agents.id, label: agents.name })
          .from(agents)
          .where(scoped.scope(actor))
          .orderBy(asc(agents.name), asc(agents.id))
      ).map((r) => ({ ...r, parentId: null })),
    /** The pickers' search: agents by name, with the user above each (who made the agent). */
    pick: tenantPicker(db, scoped, {
      label: agents.name,
      owner: sql<
        string | null
      >`(select p.name from ${users} u join ${users} p on p.id = u.parent_id where u.id = ${agents.userId})`,
    }),
    get: (actor: Actor, id: number) => base.get(actor, id),
    insert: base.insert,
    update: base.update,
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
});
