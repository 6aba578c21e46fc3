import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import type { Actor } from '../src/lib/actor';

/**
 * The parts of a demo user's caller that the data layer's scope reads (its path, and whether it
 * sees everything), for tests that read the same rows through the data layer and through a route.
 */
export async function scopeActorOf(db: Db, username: string): Promise<Actor> {
  const [u] = await db
    .select({ userId: users.id, path: users.path })
    .from(users)
    .where(eq(users.username, username));
  return { ...u, seesAll: username === 'admin' } as Actor;
}
