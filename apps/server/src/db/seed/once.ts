import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { seededGrants } from '../schema';

/**
 * Runs a seed of data once per database, recorded in `seeded_grants` as data of no role, so what an
 * administrator later deletes stays deleted across restarts and upgrades. The seed and its record
 * are one transaction.
 */
export async function seedDataOnce(db: Db, item: string, seed: (tx: Tx) => Promise<void>) {
  const mark = { roleCode: '*', kind: 'data', item };
  const [done] = await db
    .select()
    .from(seededGrants)
    .where(
      and(
        eq(seededGrants.roleCode, mark.roleCode),
        eq(seededGrants.kind, mark.kind),
        eq(seededGrants.item, mark.item),
      ),
    );
  if (done) return;
  await db.transaction(async (tx) => {
    await seed(tx);
    await tx.insert(seededGrants).values(mark).onConflictDoNothing();
  });
}
