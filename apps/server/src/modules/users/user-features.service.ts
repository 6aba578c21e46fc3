import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { features, userFeatures } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Forbidden, Invalid } from '../../lib/errors';
import type { UserService } from './users.service';

const toFeature = (f: typeof features.$inferSelect) => ({
  id: f.id,
  code: f.code,
  name: f.name,
  homePage: f.homePage,
  remark: f.remark,
});

/** Per-user feature grants: a caller hands on only features it has itself (the top role has all). */
export function createUserFeatureService(db: Db, users: UserService) {
  const own = async (userId: number) =>
    (
      await db
        .select({ f: features })
        .from(userFeatures)
        .innerJoin(features, eq(features.id, userFeatures.featureId))
        .where(eq(userFeatures.userId, userId))
        .orderBy(asc(features.id))
    ).map((r) => r.f);

  const grantable = async (actor: Actor) =>
    (actor.isTop ? await db.select().from(features).orderBy(asc(features.id)) : await own(actor.userId)).map(
      toFeature,
    );

  return {
    grantable,
    homePage: async (actor: Actor) => (await own(actor.userId)).filter((f) => f.homePage).map(toFeature),
    async idsOf(actor: Actor, userId: number) {
      await users.get(actor, userId);
      return (
        await db
          .select({ id: userFeatures.featureId })
          .from(userFeatures)
          .where(eq(userFeatures.userId, userId))
      ).map((r) => r.id);
    },
    async grant(actor: Actor, userId: number, featureIds: number[]) {
      await users.manageable(actor, userId);
      const mine = new Set((await grantable(actor)).map((f) => f.id));
      const current = (
        await db
          .select({ id: userFeatures.featureId })
          .from(userFeatures)
          .where(eq(userFeatures.userId, userId))
      ).map((r) => r.id);
      const wanted = new Set(featureIds);
      const added = [...wanted].filter((id) => !current.includes(id));
      const removed = current.filter((id) => !wanted.has(id) && mine.has(id));
      if (added.some((id) => !mine.has(id))) throw Forbidden('grantBeyondHoldings');
      if (!added.length && !removed.length) throw Invalid('noChange');
      await db.transaction(async (tx) => {
        if (removed.length)
          await tx
            .delete(userFeatures)
            .where(and(eq(userFeatures.userId, userId), inArray(userFeatures.featureId, removed)));
        if (added.length)
          await tx.insert(userFeatures).values(added.map((featureId) => ({ userId, featureId })));
      });
    },
  };
}
