import {
  APP_INDEX_LIMITS,
  type IosIndex,
  type IosIndexItem,
  type iosIndexItemResource,
  type iosIndexResource,
} from '@skin/contract';
import type { z } from 'zod';
import type { ErasedFile } from '../../data/files.data';
import { createIosIndexData } from '../../data/ios-index.data';
import { UNCHANGED } from '../../data/scoped-table';
import type { ListQuery } from '../../data/tenant-data';
import { createUserData } from '../../data/users.data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';
import { MAX_NESTING, nestingDepth, sanitizeRichText } from '../files/sanitize';

type EntryInput = z.infer<typeof iosIndexResource.create>;
type EntryPatch = z.infer<typeof iosIndexResource.update>;
type ItemInput = z.infer<typeof iosIndexItemResource.create>;
type ItemPatch = z.infer<typeof iosIndexItemResource.update>;

/** An item's content as stored: sanitized as agreement pages are, refused when nested too deeply to sanitize. */
export function cleanContent(html: string | null | undefined) {
  if (html == null) return html;
  if (nestingDepth(html) > MAX_NESTING)
    throw Invalid({ key: 'pageTooDeep', params: { max: MAX_NESTING } }, { content: 'pageTooDeep' });
  return sanitizeRichText(html).trim() || null;
}

/**
 * The app's home content: entries (an agent's own, or the platform's defaults) and their items.
 * An entry's owner is an agent; its items always share its owner, so both are read and changed
 * under the same catalogue rule. Icons and images must be uploads of their own purpose, and a
 * replaced or deleted one is erased with the change (docs/files.md, "Erasure").
 */
export function createAppIndexService(db: Db, files: FileService) {
  const data = createIosIndexData(db);
  const users = createUserData(db);

  /** A file must have been uploaded for this use (an icon as an icon, an image as an image). */
  async function checkFile(fileId: string | null | undefined, purpose: string, field: string, tx: Tx) {
    if (!fileId) return;
    const found = (await files.describe([fileId], tx)).get(fileId);
    if (!found || found.purpose !== purpose) throw Invalid('unknownFile', { [field]: 'unknownFile' });
  }

  /** The owner of an entry: an agent the caller sees (itself included); none asked: the caller, or for platform staff the platform. */
  async function ownerOf(actor: Actor, requested: number | null | undefined, tx: Tx) {
    if (requested == null && actor.seesAll) return null;
    const owner = requested ?? actor.userId;
    if (!(await users.withRole(actor, owner, 'AGENT', undefined, tx)))
      throw Invalid('agentNotFound', { ownerId: 'agentNotFound' });
    return owner;
  }

  /** A transaction that may erase files: their bytes go once it has committed. */
  async function withErasure<T>(work: (tx: Tx) => Promise<{ value: T; erased: ErasedFile[] }>) {
    const { value, erased } = await db.transaction(work);
    await files.dropBytes(erased);
    return value;
  }

  const entries = {
    list: (actor: Actor, query: ListQuery) => data.entries.list(actor, query),
    get: (actor: Actor, id: number) => data.entries.get(actor, id),
    create: (actor: Actor, input: EntryInput): Promise<IosIndex> =>
      db.transaction(async (tx) => {
        await checkFile(input.iconFileId, FILE_PURPOSE.appIcon, 'iconFileId', tx);
        const ownerId = await ownerOf(actor, input.ownerId, tx);
        const id = await data.entries.insert(tx, { ...input, ownerId });
        return data.entries.get(actor, id, tx);
      }),
    update: (actor: Actor, input: EntryPatch): Promise<IosIndex> =>
      withErasure(async (tx) => {
        const { id, ...set } = input;
        await checkFile(set.iconFileId, FILE_PURPOSE.appIcon, 'iconFileId', tx);
        const moves = set.ownerId !== undefined;
        if (moves) set.ownerId = await ownerOf(actor, set.ownerId, tx);
        const before = await data.entries.get(actor, id, tx);
        // Nothing to change still has to be a row the caller may change.
        await data.entries.update(tx, actor, id, Object.keys(set).length ? (set as never) : UNCHANGED);
        if (moves) await data.itemsFollowOwner(tx, id, set.ownerId ?? null);
        const replaced = set.iconFileId !== undefined && before.iconFileId !== set.iconFileId;
        const erased = replaced ? await files.eraseUnnamed(tx, [before.iconFileId]) : [];
        return { value: await data.entries.get(actor, id, tx), erased };
      }),
    async setState(actor: Actor, id: number, field: string, value: unknown) {
      await data.entries.update(db, actor, id, { [field]: value } as never);
    },
    remove: (actor: Actor, ids: number[]) =>
      withErasure(async (tx) => {
        const held = await data.unscoped.filesOf(tx, ids, []);
        // The items go with their entry (a cascade); all or none of the entries.
        await data.entries.remove(actor, ids, tx);
        return { value: undefined, erased: await files.eraseUnnamed(tx, held) };
      }),
  };

  /** The entry an item write belongs to, changed through the scope (locked for the transaction). */
  async function changeableEntry(tx: Tx, actor: Actor, indexId: number) {
    await data.entries.update(tx, actor, indexId, UNCHANGED);
    return (await data.unscoped.entryFacts(tx, indexId))!;
  }

  const items = {
    list: (actor: Actor, query: ListQuery) => data.items.list(actor, query),
    get: (actor: Actor, id: number) => data.items.get(actor, id),
    create: (actor: Actor, input: ItemInput): Promise<IosIndexItem> =>
      db.transaction(async (tx) => {
        const entry = await changeableEntry(tx, actor, input.indexId);
        if (entry.items >= APP_INDEX_LIMITS.itemsPerEntry)
          throw Invalid(
            { key: 'indexItemsFull', params: { max: APP_INDEX_LIMITS.itemsPerEntry } },
            { indexId: 'indexItemsFull' },
          );
        await checkFile(input.imageFileId, FILE_PURPOSE.appImage, 'imageFileId', tx);
        const id = await data.items.insert(tx, {
          ...input,
          content: cleanContent(input.content),
          ownerId: entry.ownerId,
          sort: input.sort ?? entry.nextSort,
        });
        return data.items.get(actor, id, tx);
      }),
    update: (actor: Actor, input: ItemPatch): Promise<IosIndexItem> =>
      withErasure(async (tx) => {
        const { id, ...set } = input;
        await checkFile(set.imageFileId, FILE_PURPOSE.appImage, 'imageFileId', tx);
        if (set.content !== undefined) set.content = cleanContent(set.content);
        const before = await data.items.get(actor, id, tx);
        await data.items.update(tx, actor, id, Object.keys(set).length ? (set as never) : UNCHANGED);
        const replaced = set.imageFileId !== undefined && before.imageFileId !== set.imageFileId;
        const erased = replaced ? await files.eraseUnnamed(tx, [before.imageFileId]) : [];
        return { value: await data.items.get(actor, id, tx), erased };
      }),
    async setState(actor: Actor, id: number, field: string, value: unknown) {
      await data.items.update(db, actor, id, { [field]: value } as never);
    },
    remove: (actor: Actor, ids: number[]) =>
      withErasure(async (tx) => {
        const held = await data.unscoped.filesOf(tx, [], ids);
        await data.items.remove(actor, ids, tx);
        return { value: undefined, erased: await files.eraseUnnamed(tx, held) };
      }),
    /**
     * Sets an entry's item order at once: `ids` must be exactly its items, first to last. An order
     * made before an item was added or deleted is refused whole rather than saved half right.
     */
    async reorder(actor: Actor, indexId: number, ids: number[]) {
      await db.transaction(async (tx) => {
        await changeableEntry(tx, actor, indexId);
        const order = await data.rewriteOrder(tx, indexId, ids);
        if (new Set(ids).size !== ids.length || order.items !== ids.length || order.moved !== ids.length)
          throw Conflict('itemOrderStale');
      });
      const page = await data.items.list(actor, {
        indexId,
        pageNum: 1,
        pageSize: APP_INDEX_LIMITS.itemsPerEntry,
      });
      return page.list;
    },
  };

  return { entries, items, forDevice: data.unscoped.forDevice };
}
export type AppIndexService = ReturnType<typeof createAppIndexService>;
