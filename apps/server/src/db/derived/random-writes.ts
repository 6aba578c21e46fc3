import { pgCode } from '../open';
import { int, type Write, type Writer } from './random-pick';
import { ROW_WRITES } from './random-writes-rows';
import { TREE_WRITES } from './random-writes-tree';

// Random writes in plain SQL to the tables the triggers read, of every kind a trigger tells apart:
// rows inserted, moved between stores, holders and owners, changed in a counted column, deleted,
// stores given other owners, users added, moved in the tree and removed, grants changed. For the
// property test of what the database keeps (test/derived-kept.test.ts): each write picks its rows
// and values with the caller's seeded generator, so a seed repeats a run.

/** Each write with its weight: how often it is picked against the others. */
export const WRITES: [number, string, Write][] = [...ROW_WRITES, ...TREE_WRITES];

/** Failures a random write may meet and that change nothing: a key in use, a row still referred to, a deadlock. */
export const refused = (err: unknown) => /^(23|40)|^55P03$/.test(pgCode(err) ?? '');

export interface Written {
  name: string;
  /** The error code of a write the database refused (it changed nothing). */
  refused?: string;
}

/** Runs one write picked at random. */
export async function randomWrite(w: Writer, writes = WRITES): Promise<Written> {
  const total = writes.reduce((n, [weight]) => n + weight, 0);
  const r = w.random() * total;
  let below = 0;
  const [, name, make] =
    writes.find(([weight]) => {
      below += weight;
      return r < below;
    }) ?? writes[0];
  try {
    const statement = await make(w);
    if (statement) await w.query(statement);
    return { name };
  } catch (err) {
    if (!refused(err)) throw err;
    return { name, refused: pgCode(err) };
  }
}

/**
 * One to three random writes in a transaction, each under a savepoint that a refused write rolls
 * back to; committed, or rolled back whole. Answers the writes, and whether it committed.
 */
export async function randomTransaction(w: Writer, commit: boolean, writes = WRITES) {
  const done: Written[] = [];
  await w.query('begin');
  try {
    for (let i = 1 + int(w, 3); i > 0; i--) {
      await w.query('savepoint write');
      const written = await randomWrite(w, writes);
      done.push(written);
      await w.query(written.refused ? 'rollback to savepoint write' : 'release savepoint write');
    }
    await w.query(commit ? 'commit' : 'rollback');
    return { done, committed: commit };
  } catch (err) {
    await w.query('rollback');
    // A commit refused (a deadlock found late, a serialization failure) changed nothing either.
    if (refused(err)) return { done, committed: false };
    throw err;
  }
}
