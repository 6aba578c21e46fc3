import type { Tenancy } from '@skin/contract';
import { catalogueOwner } from '../../data/catalogue-owner';
import { createStoreData } from '../../data/stores.data';
import { createUserData } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../actor';
import { Invalid, isNotFound } from '../errors';

type Values = Record<string, unknown>;

/**
 * The owner a tenant row names (its tenancy's field, docs/architecture.md "Tenancy") checked to
 * lie within the caller's reach, on a create and on an update that changes it: a store the caller
 * sees, a user in the caller's subtree, or a catalogue row's owner as `catalogueOwner` decides (it
 * fills one in when none is named). Answers the values to write; a refusal names the field, with
 * the messages the hand-written services give (feedback's store, the catalogue's owner).
 */
export function ownerCheck(db: Db, tenancy: Tenancy) {
  const stores = createStoreData(db);
  const users = createUserData(db);
  const catalogue = catalogueOwner(db);
  const store = async (actor: Actor, field: string, id: unknown, tx: Tx) => {
    if (id == null) return;
    const found = await stores.row(actor, Number(id), tx).catch((err: unknown) => {
      if (isNotFound(err)) return undefined;
      throw err;
    });
    if (!found) throw Invalid('storeNotFound', { [field]: 'storeNotFound' });
  };
  const user = async (actor: Actor, field: string, id: unknown, tx: Tx) => {
    if (id == null || id === actor.userId || (await users.find(actor, Number(id), tx))) return;
    throw Invalid('chooseOwner', { [field]: 'chooseOwner' });
  };
  /** `creating`: every owner field is checked; else only those the update sends. */
  return async (actor: Actor, values: Values, tx: Tx, creating: boolean): Promise<Values> => {
    const sent = (field: string) => creating || values[field] !== undefined;
    switch (tenancy.kind) {
      case 'platform':
        return values;
      case 'catalogue':
        if (!sent(tenancy.owner)) return values;
        return { ...values, [tenancy.owner]: await catalogue(actor, values[tenancy.owner] as never, tx) };
      case 'tree':
        if (sent(tenancy.owner)) await user(actor, tenancy.owner, values[tenancy.owner], tx);
        return values;
      case 'store':
        if (sent(tenancy.store)) await store(actor, tenancy.store, values[tenancy.store], tx);
        if (tenancy.unbound && sent(tenancy.unbound))
          await user(actor, tenancy.unbound, values[tenancy.unbound], tx);
        return values;
    }
  };
}
