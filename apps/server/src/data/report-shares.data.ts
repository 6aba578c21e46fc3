import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reportShares } from '../db/schema';
import { perDatabase } from './per-database';

/** A live link: not withdrawn, not expired. */
const live = (testId: number) =>
  and(
    eq(reportShares.testId, testId),
    isNull(reportShares.revokedAt),
    gt(reportShares.expiresAt, new Date()),
  );

/**
 * The public links of tests' reports (docs/skin-tests.md, "Shared reports"). The service reaches
 * a test's links only after the caller has been allowed to see the test; a link's own lookup is
 * by the hash of its token and names nothing but its test.
 */
export const createReportShareData = perDatabase((db: Db) => ({
  /** The test's live link, if any (its dates). */
  async liveOf(testId: number) {
    const [r] = await db
      .select({ createdAt: reportShares.createdAt, expiresAt: reportShares.expiresAt })
      .from(reportShares)
      .where(live(testId))
      .orderBy(reportShares.id)
      .limit(1);
    return r;
  },
  /** Withdraws the test's live link and keeps a new one in its place, in one transaction. */
  async replace(testId: number, share: { tokenHash: string; createdBy: number; expiresAt: Date }) {
    return db.transaction(async (tx) => {
      await tx.update(reportShares).set({ revokedAt: new Date() }).where(live(testId));
      const [r] = await tx
        .insert(reportShares)
        .values({ testId, ...share })
        .returning({ createdAt: reportShares.createdAt, expiresAt: reportShares.expiresAt });
      return r;
    });
  },
  /** Withdraws the test's live link; whether there was one. */
  async revoke(testId: number) {
    const gone = await db
      .update(reportShares)
      .set({ revokedAt: new Date() })
      .where(live(testId))
      .returning({ id: reportShares.id });
    return gone.length > 0;
  },
  /** The link a token's hash names, live or not (the caller says why it no longer works). */
  async byTokenHash(tokenHash: string) {
    const [r] = await db
      .select({
        testId: reportShares.testId,
        expiresAt: reportShares.expiresAt,
        revokedAt: reportShares.revokedAt,
      })
      .from(reportShares)
      .where(eq(reportShares.tokenHash, tokenHash));
    return r;
  },
}));
