import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export type ThrottleScope = 'account' | 'address';

/**
 * Failed sign-ins counted in the database, so every instance sees the same numbers:
 * per account (guessing one password from many addresses) and per address (many accounts).
 */
export function createThrottle(
  db: Db,
  limits: { perAccount: number; perAddress: number; windowSeconds: number },
) {
  const since = () => new Date(Date.now() - limits.windowSeconds * 1000);
  const failures = async (scope: ThrottleScope, key: string) => {
    const [{ n }] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gt(loginFailures.at, since())));
    return Number(n);
  };
  return {
    windowSeconds: limits.windowSeconds,
    /** Which limit, if any, the next attempt would break. */
    async blocked(username: string, address: string): Promise<ThrottleScope | null> {
      const [byAccount, byAddress] = await Promise.all([
        failures('account', username.toLowerCase()),
        failures('address', address),
      ]);
      if (byAccount >= limits.perAccount) return 'account';
      if (byAddress >= limits.perAddress) return 'address';
      return null;
    },
    async fail(username: string, address: string) {
      await db.insert(loginFailures).values([
        { scope: 'account', key: username.toLowerCase().slice(0, 128) },
        { scope: 'address', key: address.slice(0, 128) },
      ]);
      // Old rows are worthless: trim them as we go rather than with a scheduled job.
      await db.delete(loginFailures).where(lt(loginFailures.at, since()));
    },
    /** A good password clears the account's count (not the address's). */
    async succeed(username: string) {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, username.toLowerCase())));
    },
  };
}
