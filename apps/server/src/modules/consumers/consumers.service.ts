import { type consumerResource, normalisePhone, phoneFitsCountry, phoneSearchText } from '@skin/contract';
import type { z } from 'zod';
import { createConsumerData } from '../../data/consumers.data';
import { createStoreData } from '../../data/stores.data';
import type { ListQuery } from '../../data/tenant-data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Invalid } from '../../lib/errors';
import type { FileService } from '../files/files.service';

type Input = z.infer<typeof consumerResource.create>;

/** A store's consumers: served by its staff, seen by its merchant and everyone above. */
/** `files` erases a deleted consumer's face photos from the file store. */
export function createConsumerService(db: Db, files: Pick<FileService, 'dropBytes'>) {
  const data = createConsumerData(db);
  const stores = createStoreData(db);
  /**
   * The store must be the caller's; the phone one of its country (docs/skin-tests.md, "Consumers'
   * phones") and free in it; the problems improvement questions. `typed` is a phone as sent, read
   * with the store's country; without one, the stored phone (already E.164) stays, and must suit
   * the store the consumer `moved` to (a mainland store's rule). Answers the phone to store.
   */
  const check = async (
    tx: Tx,
    actor: Actor,
    c: {
      id?: number;
      storeId: number;
      typed?: string;
      stored?: string;
      moved?: boolean;
      problemIds: number[];
    },
  ) => {
    const store = await stores.row(actor, c.storeId, tx).catch(() => {
      throw Invalid('storeNotFound', { storeId: 'storeNotFound' });
    });
    const phone = c.typed !== undefined ? normalisePhone(c.typed, store.country) : c.stored;
    if (!phone || (c.typed === undefined && c.moved && !phoneFitsCountry(phone, store.country)))
      throw Invalid('phoneFormat', { phone: 'phoneFormat' });
    const holder = await data.unscoped.byPhone(tx, c.storeId, phone);
    if (holder && holder.id !== c.id) throw Invalid('phoneTaken', { phone: 'phoneTaken' });
    const known = await data.unscoped.knownQuestions(tx, c.problemIds);
    if (known.length !== new Set(c.problemIds).size)
      throw Invalid('questionUnknown', { problemIds: 'questionUnknown' });
    return phone;
  };
  const service = {
    /**
     * The consumers in use, or with `archived=1` the archived ones; a phone is looked for as its
     * digits, as typed, among the stored E.164 numbers (`phoneSearchText`).
     */
    list: (actor: Actor, query: ListQuery) =>
      data.list(actor, {
        ...query,
        archived: query.archived === 1,
        ...(typeof query.phone === 'string' ? { phone: phoneSearchText(query.phone) } : {}),
      }),
    get: (actor: Actor, id: number) => data.get(actor, id),
    pick: data.pick,
    async create(actor: Actor, input: Input) {
      const id = await db.transaction(async (tx) => {
        const phone = await check(tx, actor, { ...input, typed: input.phone });
        return data.insert(tx, { ...input, phone, problemIds: [...new Set(input.problemIds)] });
      });
      return service.get(actor, id);
    },
    /** Changes the fields sent; moving to another store keeps the phone unique there too. */
    async update(actor: Actor, input: Partial<Input> & { id: number }) {
      const { id, ...set } = input;
      await db.transaction(async (tx) => {
        const current = await data.row(actor, id, tx);
        const phone = await check(tx, actor, {
          id,
          storeId: set.storeId ?? current.storeId,
          typed: set.phone,
          stored: current.phone,
          moved: set.storeId !== undefined && set.storeId !== current.storeId,
          problemIds: set.problemIds ?? [],
        });
        if (set.phone !== undefined) set.phone = phone;
        if (set.problemIds) set.problemIds = [...new Set(set.problemIds)];
        if (Object.keys(set).length) await data.update(tx, actor, id, set);
      });
      return service.get(actor, id);
    },
    /** Deletes consumers without tests (one with tests is archived instead, or erased on purpose). */
    remove: async (actor: Actor, ids: number[]) => files.dropBytes(await data.remove(actor, ids)),
    /** Archives a consumer (out of the lists and selectors, its tests kept) or brings it back. */
    async setState(actor: Actor, id: number, _field: string, archived: unknown) {
      await db.transaction((tx) => data.update(tx, actor, id, { archived: archived === true }));
    },
    /** Erases a consumer with its tests, reports and face photos (docs/files.md, "Erasure"). */
    erase: async (actor: Actor, id: number, confirmedTests: number) =>
      files.dropBytes(await data.erase(actor, id, confirmedTests)),
  };
  return service;
}
export type ConsumerService = ReturnType<typeof createConsumerService>;
