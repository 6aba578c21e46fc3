import type { CustomDisease, customDiseaseResource } from '@skin/contract';
import type { z } from 'zod';
import { catalogueOwner } from '../../data/catalogue-owner';
import { createCustomDiseaseData } from '../../data/custom-diseases.data';
import { UNCHANGED } from '../../data/scoped-table';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';

type Create = z.infer<typeof customDiseaseResource.create>;
type Update = z.infer<typeof customDiseaseResource.update>;
/** Custom skin issues: written by agents (or the platform) for everyone below them. */
export function createCustomDiseaseService(db: Db) {
  const data = createCustomDiseaseData(db);
  const ownerOf = catalogueOwner(db);
  return {
    list: data.list,
    options: data.options,
    get: (actor: Actor, id: number) => data.get(actor, id),
    create: (actor: Actor, input: Create): Promise<CustomDisease> =>
      db.transaction(async (tx) => {
        const id = await data.insert(tx, { ...input, ownerId: await ownerOf(actor, input.ownerId, tx) });
        return data.get(actor, id, tx);
      }),
    update: (actor: Actor, input: Update & { id: number }): Promise<CustomDisease> =>
      db.transaction(async (tx) => {
        const { id, ...set } = input;
        if (set.ownerId !== undefined) set.ownerId = await ownerOf(actor, set.ownerId, tx);
        await data.update(tx, actor, id, Object.keys(set).length ? set : UNCHANGED);
        return data.get(actor, id, tx);
      }),
    remove: (actor: Actor, ids: number[]) => data.remove(actor, ids),
  };
}
