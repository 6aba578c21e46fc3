import type { Db, Tx } from '../db/client';
import type { Actor } from '../lib/actor';
import { Invalid } from '../lib/errors';
import { createUserData } from './users.data';

/**
 * Who owns a new catalogue row (tenancy `catalogue`): the user the caller names, if it is the
 * caller or someone below it; else the caller itself, or for platform staff nobody (a platform
 * default everyone reads).
 */
export function catalogueOwner(db: Db) {
  const users = createUserData(db);
  return async (actor: Actor, requested: number | null | undefined, tx: Tx = db): Promise<number | null> => {
    if (requested == null) return actor.seesAll ? null : actor.userId;
    if (requested === actor.userId || (await users.find(actor, requested, tx))) return requested;
    throw Invalid('chooseOwner', { ownerId: 'chooseOwner' });
  };
}
