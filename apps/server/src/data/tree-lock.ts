import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Serializes moves within one tree (users or roles) for the rest of the transaction: two
 * opposite moves sent at once would otherwise both pass their loop checks and make a cycle.
 * Whatever a move reads about the tree, it reads after taking this lock.
 */
export const lockTree = (tx: Tx, tree: 'users' | 'roles') =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tree-move:${tree}`}))`);
