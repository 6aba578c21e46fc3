import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';

export type ThrottleScope = 'account' | 'address';
/** What a reservation answers: refused by one of the limits, or a ticket to settle after the check. */
export type Reservation = { blocked: ThrottleScope } | { blocked: null; ticket: number[] };

/** How long an address that signed in to an account stays known to it. */
const KNOWN_DAYS = 30;

/** Expired rows one successful sign-in deletes: more than a sign-in adds, so the table stays small. */
const TRIM_BATCH = 100;

/** What `signin_reserve` answers instead of a ticket when a limit is reached. */
const BLOCKED_BY: Record<string, ThrottleScope> = { '-1': 'address', '-2': 'account' };

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
 *
 * The reservation and the settlement are database functions (migration 0012_signin_functions),
 * one round trip each: written out as statements they were thirteen, each a round trip, around
 * every sign-in.
 */
export function createThrottle(
  db: Db,
  limits: { perAccount: number; perAddress: number; windowSeconds: number },
) {
  const since = () => new Date(Date.now() - limits.windowSeconds * 1000);
  const keys = (account: string, address: string) => {
    const user = account.toLowerCase().slice(0, 64);
    const addr = address.slice(0, 63);
    return { user, addr, pair: `${user}|${addr}` };
  };
  return {
    windowSeconds: limits.windowSeconds,
    /**
     * The reservation as a value to select (an int8[]), for a statement that reads what the check
     * needs in the same round trip; `ticketOf` reads what it answered. PostgreSQL evaluates it once
     * per row, so that statement must answer exactly one row.
     */
    reservation(account: string, address: string): SQL {
      const k = keys(account, address);
      return sql`signin_reserve(${k.user}, ${k.addr}, ${k.pair}, ${limits.perAccount}::int, ${limits.perAddress}::int, ${since().toISOString()}::timestamptz)`;
    },
    ticketOf(value: unknown): Reservation {
      const ticket = intArray(value);
      const blocked = ticket.length === 1 ? BLOCKED_BY[String(ticket[0])] : undefined;
      if (blocked) return { blocked };
      if (ticket.length !== 2) throw new Error('signin_reserve answered no ticket');
      return { blocked: null, ticket };
    },
    async reserve(account: string, address: string): Promise<Reservation> {
      const { rows } = (await db.execute(
        sql`select ${this.reservation(account, address)} as ticket`,
      )) as unknown as {
        rows: { ticket: unknown }[];
      };
      return this.ticketOf(rows[0]?.ticket);
    },
    /**
     * The password was right: the attempt was no failure, the account's count starts over, the
     * address is known. A statement for the caller to send with the session it opens, in one
     * transaction (`with settled as (<this>) ...`), or on its own: a single statement commits
     * whole or not at all.
     */
    settlement(ticket: number[], account: string, address: string): SQL {
      const k = keys(account, address);
      const knownSince = new Date(Date.now() - KNOWN_DAYS * 86_400_000);
      return sql`select signin_settle(${`{${ticket.join(',')}}`}::bigint[], ${k.user}, ${k.pair}, ${since().toISOString()}::timestamptz, ${knownSince.toISOString()}::timestamptz, ${TRIM_BATCH}::int)`;
    },
  };
}
