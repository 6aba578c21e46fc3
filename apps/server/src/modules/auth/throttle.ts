import { and, count, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginFailures } from '../../db/schema';

export type ThrottleScope = 'account' | 'address';
/** What a reservation answers: refused by one of the limits, or a ticket to settle after the check. */
export type Reservation = { blocked: ThrottleScope } | { blocked: null; ticket: number[] };

/** How long an address that signed in to an account stays known to it. */
const KNOWN_DAYS = 30;

/** Expired rows one successful sign-in deletes: more than a sign-in adds, so the table stays small. */
const TRIM_BATCH = 100;

/**
 * Sign-in throttling, counted in the database so every instance sees the same numbers (OWASP
 * authentication guidance):
 * - per address, across accounts (one machine guessing many accounts);
 * - per account, across the addresses that never signed in to it (many machines guessing one);
 * - per account and address, for an address that has signed in to the account before: the
 *   real user keeps getting in while strangers are throttled, so nobody can lock anyone out.
 * Every attempt is reserved before the password is checked: under a lock per account and per
 * address the counts are read and the attempt is recorded as a failure in one transaction, so
 * no number of parallel requests gets more guesses than the limits. A good password settles
 * its reservation and clears the account's count.
 */
export function createThrottle(
  db: Db,
  limits: { perAccount: number; perAddress: number; windowSeconds: number },
) {
  const since = () => new Date(Date.now() - limits.windowSeconds * 1000);
  const counted = async (tx: Tx, scope: string, key: string) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gt(loginFailures.at, since())));
    return Number(n);
  };
  const keys = (account: string, address: string) => {
    const user = account.toLowerCase().slice(0, 64);
    const addr = address.slice(0, 63);
    return { user, addr, pair: `${user}|${addr}` };
  };
  return {
    windowSeconds: limits.windowSeconds,
    async reserve(account: string, address: string): Promise<Reservation> {
      const k = keys(account, address);
      return db.transaction(async (tx) => {
        // The reservation is not waited for on the disk: it is seen by every other attempt the
        // moment it commits, which is what counting parallel guesses needs, and the outcome of
        // the attempt commits after it (the session, or the failure's audit row) and writes it
        // to disk along with itself. A crash in between loses one reservation, never a sign-in.
        await tx.execute(sql`set local synchronous_commit = off`);
        // Account first, then address: every attempt takes them in this order, so none deadlock.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`signin:${k.user}`})), pg_advisory_xact_lock(hashtext(${`signin-from:${k.addr}`}))`,
        );
        if ((await counted(tx, 'address', k.addr)) >= limits.perAddress)
          return { blocked: 'address' as const };
        const [known] = await tx
          .select({ id: loginFailures.id })
          .from(loginFailures)
          .where(and(eq(loginFailures.scope, 'known'), eq(loginFailures.key, k.pair)))
          .limit(1);
        const accountScope = known ? 'pair' : 'account';
        const accountKey = known ? k.pair : k.user;
        if ((await counted(tx, accountScope, accountKey)) >= limits.perAccount)
          return { blocked: 'account' as const };
        const rows = await tx
          .insert(loginFailures)
          .values([
            { scope: accountScope, key: accountKey },
            { scope: 'address', key: k.addr },
          ])
          .returning({ id: loginFailures.id });
        return { blocked: null, ticket: rows.map((r) => r.id) };
      });
    },
    /**
     * The password was right: the attempt was no failure, the account's count starts over, the
     * address is known. Inside the caller's transaction, with the session it opens.
     */
    async succeeded(tx: Tx, ticket: number[], account: string, address: string) {
      const k = keys(account, address);
      // Settlements of one account wait for each other: two sign-ins of the same account at the
      // same moment (tabs, a script) deleted each other's rows in opposite orders and deadlocked.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signin:${k.user}`}))`);
      await tx.delete(loginFailures).where(inArray(loginFailures.id, ticket));
      await tx
        .delete(loginFailures)
        .where(
          or(
            and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, k.user)),
            and(inArray(loginFailures.scope, ['pair', 'known']), eq(loginFailures.key, k.pair)),
          ),
        );
      await tx.insert(loginFailures).values({ scope: 'known', key: k.pair });
      // Old rows are worthless: trim them as we go rather than with a scheduled job, a few at a
      // time and skipping rows another sign-in is trimming (other accounts take no common lock).
      const old = tx
        .select({ id: loginFailures.id })
        .from(loginFailures)
        .where(
          or(
            and(ne(loginFailures.scope, 'known'), lt(loginFailures.at, since())),
            lt(loginFailures.at, new Date(Date.now() - KNOWN_DAYS * 86_400_000)),
          ),
        )
        .limit(TRIM_BATCH)
        .for('update', { skipLocked: true });
      await tx.delete(loginFailures).where(inArray(loginFailures.id, old));
    },
  };
}
