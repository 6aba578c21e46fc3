import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { IntArrayParam, intArray } from '../db/int-array';
import { stores, treeWrites, users } from '../db/schema';
import { writesSum } from '../db/writes-sum';
import { BoundedMap } from '../lib/bounded-map';
import { pathRange, RESOLVED_SUBTREE_MAX } from './scope';

/**
 * A small subtree's users and stores as int[] parameters (sent in binary: `IntArrayParam`), with
 * the sum of `tree_writes` they were read under (as text: only ever compared).
 */
export interface KeptSubtree {
  users: IntArrayParam;
  stores: IntArrayParam;
  writes: string;
}

/**
 * How long a kept subtree is used before it is read again. Never a matter of rows: each statement
 * that uses the kept ids checks the sum of `tree_writes` in its own snapshot and, when it has moved,
 * reads the subtree itself (scope.ts `keptSubtree`). The age only bounds how long a changed tree
 * makes the lists of a subtree take that slower way: about a second, for one read a second per
 * subtree. The read goes on beside the lists, which meanwhile take the ids as they were: made to
 * wait for it, every list of agent1 asked during its 2,795 users' read waited too, and its p99 at
 * 32 connections doubled (docs/performance.md, "Tenant scope").
 */
export const KEPT_SUBTREE_MS = 1000;
/**
 * Subtrees kept per instance; past this the oldest are forgotten. Their size is bounded by the
 * tree's too: subtrees at one depth share no user, so all that are kept hold each user and store
 * about once per level of the tree (the bench's 100,000 users and 40,000 stores, four levels deep:
 * a few megabytes at most).
 */
const KEPT_SUBTREES_MAX = 5000;

interface Entry {
  kept: KeptSubtree | undefined;
  at: number;
}

/**
 * Small subtrees' users and stores, kept per instance (`keptSubtrees.read`). A list of a subtree of
 * at most RESOLVED_SUBTREE_MAX users used to read them in every statement: the smallest agent's
 * 300 users and 50 stores, a third of its device page's time; agent1's 2,795 users and 2,010
 * stores, too many to read per page, so its test records were checked row by row, three index
 * probes each for about 665 rows a page. Kept, they are written into the statement as values, and
 * a page checks its rows against a hashed set of them (scope.ts `hashedRule`).
 */
export const keptSubtrees = {
  entries: new BoundedMap<string, Entry>(KEPT_SUBTREES_MAX),
  /** Reads in flight, so that parallel requests of one subtree wait for one read. */
  reading: new Map<string, Promise<KeptSubtree | undefined>>(),
  /**
   * The subtree at `path` as last read; undefined when it has more than RESOLVED_SUBTREE_MAX users.
   * Read first when it was never read; when older than KEPT_SUBTREE_MS, answered as it is while it
   * is read again beside (a failed read leaves it as it was, for the next list to try again).
   */
  async read(db: Tx, path: string): Promise<KeptSubtree | undefined> {
    const e = this.entries.get(path);
    if (e && Date.now() - e.at < KEPT_SUBTREE_MS) return e.kept;
    const pending = this.reading.get(path) ?? this.readAgain(db, path);
    if (!e) return pending;
    pending.catch(() => undefined);
    return e.kept;
  },
  readAgain(db: Tx, path: string): Promise<KeptSubtree | undefined> {
    const read = readSubtree(db, path)
      .then((kept) => {
        this.entries.set(path, { kept, at: Date.now() });
        return kept;
      })
      .finally(() => this.reading.delete(path));
    this.reading.set(path, read);
    return read;
  },
  clear() {
    this.entries.clear();
  },
};

/**
 * One statement: the subtree's users (at most RESOLVED_SUBTREE_MAX + 1, to tell a large one), the
 * stores its merchants and managers hold (a small one's only), and the sum of `tree_writes`, all
 * in one snapshot.
 */
async function readSubtree(db: Tx, path: string): Promise<KeptSubtree | undefined> {
  const { from, to } = pathRange(path);
  const limit = sql.raw(String(RESOLVED_SUBTREE_MAX + 1));
  const max = sql.raw(String(RESOLVED_SUBTREE_MAX));
  // A large subtree's stores are not read: it keeps the rule's subqueries.
  const { rows } = (await db.execute(sql`with u as (
      select ${users.id} as id from ${users} where ${users.path} ~>=~ ${from} and ${users.path} ~<~ ${to}
      limit ${limit})
      , size as (select count(*) <= ${max} as few from u)
    select few, array(select id from u) as users,
      case when few then array(select ${stores.id} from ${stores}
        where ${stores.merchantId} = any(array(select id from u)) or ${stores.managerId} = any(array(select id from u))) end as stores,
      ${writesSum(treeWrites)} as writes
    from size`)) as unknown as {
    rows: { few: boolean; users: unknown; stores: unknown; writes: string }[];
  };
  const [row] = rows;
  if (!row?.few) return undefined;
  const list = (ids: unknown) => new IntArrayParam(intArray(ids));
  return { users: list(row.users), stores: list(row.stores), writes: row.writes };
}
