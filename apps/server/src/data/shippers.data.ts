import type { Shipper } from '@skin/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { shippers, users } from '../db/schema';
import { NotFound } from '../lib/errors';
import { defineList } from './list';
import { perDatabase } from './per-database';

const columns = {
  id: shippers.id,
  name: shippers.name,
  userId: shippers.userId,
  username: users.username,
  phone: shippers.phone,
  address: shippers.address,
  sort: shippers.sort,
  remark: shippers.remark,
};

/** Shippers (platform-global) with the sign-in of the salesperson each one is. */
export const createShipperData = perDatabase((db: Db) => {
  const select = (tx: Tx = db) =>
    tx.select(columns).from(shippers).leftJoin(users, eq(users.id, shippers.userId)).$dynamic();
  const list = defineList(db, {
    name: 'shippers',
    table: shippers,
    select,
    orderBy: [asc(shippers.sort), asc(shippers.id)],
    filters: { name: { column: shippers.name, match: 'like' } },
    toEntity: (r: Shipper) => r,
  });
  return {
    list: (q: Record<string, unknown> & { pageNum: number; pageSize: number }) => list.page(q),
    async get(id: number) {
      const [r] = await select().where(eq(shippers.id, id));
      if (!r) throw NotFound('shipperNotFound');
      return r as Shipper;
    },
  };
});
