import { OPEN_ORDER_STATES, type OutputOrder } from '@skin/contract';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { deviceTypes, outputOrders, shippers, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';
import { iso } from './list';
import { perDatabase } from './per-database';
import { tenant } from './tables';
import { tenantData } from './tenant-data';

const agent = alias(users, 'agent');
const columns = {
  id: outputOrders.id,
  number: outputOrders.number,
  agentId: outputOrders.agentId,
  agentName: agent.name,
  shipperId: outputOrders.shipperId,
  shipperName: shippers.name,
  consigneeName: outputOrders.consigneeName,
  consigneePhone: outputOrders.consigneePhone,
  consigneeAddress: outputOrders.consigneeAddress,
  deviceTypeId: outputOrders.deviceTypeId,
  model: deviceTypes.hardwareModel,
  quantity: outputOrders.quantity,
  issuedQuantity: outputOrders.issuedQuantity,
  state: outputOrders.state,
  closeReason: outputOrders.closeReason,
  remark: outputOrders.remark,
  sort: outputOrders.sort,
  createdAt: outputOrders.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toOrder = (r: Row) => ({ ...r, createdAt: iso(r.createdAt as Date) }) as OutputOrder;
const filters = {
  number: { column: outputOrders.number, match: 'like' as const },
  state: { column: outputOrders.state, match: 'eq' as const },
  agentId: { column: outputOrders.agentId, match: 'eq' as const },
};
export type OutputOrderInsert = typeof outputOrders.$inferInsert;
const scoped = tenant.outputOrder;

/** Stock-out orders within the caller's tenant: the receiving agent's, and the carrier's (data layer). */
export const createOutputOrderData = perDatabase((db: Db) => {
  const select = (tx: Tx = db) =>
    tx
      .select(columns)
      .from(outputOrders)
      .innerJoin(deviceTypes, eq(deviceTypes.id, outputOrders.deviceTypeId))
      .innerJoin(agent, eq(agent.id, outputOrders.agentId))
      .leftJoin(shippers, eq(shippers.id, outputOrders.shipperId))
      .$dynamic();
  const base = tenantData(db, scoped, {
    name: 'output_orders',
    select,
    orderBy: [desc(outputOrders.sort), desc(outputOrders.id)],
    filters,
    toEntity: toOrder,
  });
  return {
    list: base.list,
    get: base.get,
    /** The stored row if the caller may see it (locked for the transaction when `lock`), else NotFound. */
    async row(actor: Actor, id: number, tx: Tx = db, lock = false) {
      const q = tx
        .select()
        .from(outputOrders)
        .where(and(eq(outputOrders.id, id), scoped.scope(actor)))
        .$dynamic();
      const [r] = await (lock ? q.for('update') : q);
      if (!r) throw NotFound('outputOrderNotFound');
      return r;
    },
    async insert(tx: Tx, values: Omit<OutputOrderInsert, 'number'>, number: (id: number) => string) {
      const [o] = await tx
        .insert(outputOrders)
        .values({ ...values, number: `TMP-${Date.now()}-${Math.random()}`.slice(0, 32) })
        .returning({ id: outputOrders.id });
      await tx
        .update(outputOrders)
        .set({ number: number(o.id) })
        .where(eq(outputOrders.id, o.id));
      return o.id;
    },
    update: (tx: Tx, actor: Actor, id: number, set: Partial<OutputOrderInsert>, where?: SQL) =>
      scoped.update(tx, actor, id, set, where),
    /** Counts one more issued device unless the order is full or completed; the new count or undefined. */
    async countIssued(tx: Tx, actor: Actor, id: number) {
      const [row] = await tx
        .update(outputOrders)
        .set({ issuedQuantity: sql`${outputOrders.issuedQuantity} + 1`, state: 'in_progress' })
        .where(
          and(
            eq(outputOrders.id, id),
            sql`${outputOrders.issuedQuantity} < ${outputOrders.quantity}`,
            inArray(outputOrders.state, [...OPEN_ORDER_STATES]),
            scoped.scope(actor),
          ),
        )
        .returning({ issued: outputOrders.issuedQuantity });
      return row?.issued;
    },
    /** Counts one issued device less (it was taken out of the open order). */
    async uncountIssued(tx: Tx, actor: Actor, id: number) {
      await tx
        .update(outputOrders)
        .set({ issuedQuantity: sql`${outputOrders.issuedQuantity} - 1` })
        .where(and(eq(outputOrders.id, id), sql`${outputOrders.issuedQuantity} > 0`, scoped.scope(actor)));
    },
    /**
     * The caller's orders in each of `states`, counted in one statement, each count stopping past
     * `cap` (answered as `cap + 1`): a salesperson's orders are a few, a previewed role over the
     * platform reads at most that many per state.
     */
    async countByState(actor: Actor, states: readonly string[], cap: number): Promise<number[]> {
      const counts = states.map(
        (state, i) => sql`(select count(*) from (select 1 from ${outputOrders}
          where ${outputOrders.state} = ${state} and ${scoped.scope(actor) ?? sql`true`} limit ${cap + 1}) x)::int
          as ${sql.identifier(`s${i}`)}`,
      );
      const { rows } = (await db.execute(sql`select ${sql.join(counts, sql`, `)}`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      return states.map((_, i) => Number(rows[0]![`s${i}`]));
    },
    /** Deletes visible orders with nothing issued, all or none. */
    remove: (actor: Actor, ids: number[]) =>
      scoped.remove(db, actor, ids, eq(outputOrders.issuedQuantity, 0)),
    /** Reads without a caller (docs/architecture.md, "A tenant resource"). */
    unscoped: {
      /**
       * Devices of a model that open stock-out orders still have to issue (the warehouse has
       * promised them), leaving out one order (the one being changed). Platform-wide: stock is
       * the warehouse's, whoever the orders go to.
       */
      async promised(tx: Tx, deviceTypeId: number, exceptId?: number) {
        const [r] = await tx
          .select({
            n: sql<number>`coalesce(sum(${outputOrders.quantity} - ${outputOrders.issuedQuantity}), 0)`,
          })
          .from(outputOrders)
          .where(
            and(
              eq(outputOrders.deviceTypeId, deviceTypeId),
              inArray(outputOrders.state, [...OPEN_ORDER_STATES]),
              exceptId === undefined ? undefined : ne(outputOrders.id, exceptId),
            ),
          );
        return Number(r.n);
      },
    },
  };
});
