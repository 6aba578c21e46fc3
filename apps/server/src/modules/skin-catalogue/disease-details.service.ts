import { ADVICE_TEXTS, type DiseaseDetail, type diseaseDetailResource } from '@skin/contract';
import type { z } from 'zod';
import {
  type DetailViewer,
  detailWrites,
  lineOfPath,
  overrideBase,
  platformRow,
  readDetails,
} from '../../data/disease-details.data';
import { createGoodsData } from '../../data/goods.data';
import { createSkinPlanData } from '../../data/skin-plans.data';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';

type Create = z.infer<typeof diseaseDetailResource.create>;
type Update = z.infer<typeof diseaseDetailResource.update>;
type Links = { goodsIds?: number[]; planIds?: number[] };
/** What an override starts from: the texts in force, with their translations. */
const TEXTS = ['solution', 'introduction', 'impact', 'improve', 'remark', 'translations'] as const;

/** Whose view the caller has: platform staff write the originals, everyone else overrides. */
export const viewerOf = (actor: Actor): DetailViewer =>
  actor.seesAll
    ? { platform: true }
    : { platform: false, userId: actor.userId, line: lineOfPath(actor.path) };

/**
 * The advice of the AI dimensions (docs/skin-knowledge.md, "The advice of the AI dimensions").
 * An agent's edit of a slot writes its override (created from the text in force for it, then
 * changed), which stands in for the original in its whole line; "restore" drops it. "Set as
 * default" records, for the caller's line, which slot of a dimension's level reports use. The
 * originals, their slots and links belong to platform staff.
 */
export function createDiseaseDetailService(db: Db) {
  const goods = createGoodsData(db);
  const plans = createSkinPlanData(db);

  /**
   * One slot as the caller sees it, by the slot's id or by the id of an override the caller can
   * read (it stands for its slot), or NotFound.
   */
  async function get(actor: Actor, id: number, tx: Tx = db): Promise<DiseaseDetail> {
    const slotId = (await overrideBase(tx, actor, id)) ?? id;
    const [row] = (await readDetails(tx, viewerOf(actor), { slotIds: [slotId] })).list;
    if (!row) throw NotFound('diseaseDetailNotFound');
    return row;
  }
  /**
   * An edit that leaves a slot with no text, goods or plan is refused as a new empty slot is (it
   * would still be a level's default advice and print nothing); the caller's transaction rolls back.
   */
  const refuseEmpty = (row: DiseaseDetail) => {
    if (ADVICE_TEXTS.some((k) => row[k]) || row.goodsIds.length || row.planIds.length) return row;
    throw Invalid('adviceEmpty', { solution: 'adviceEmpty' });
  };
  const slotOf = async (tx: Tx, id: number) => {
    const slot = await platformRow(tx, id);
    if (!slot) throw NotFound('diseaseDetailNotFound');
    return slot;
  };

  /**
   * Links an original may carry: the platform's own; an override: what everyone in its author's
   * line reads (the override stands in for the original in the author's whole subtree), the
   * platform's rows and those of the author and the users above it (`linkable`). Both are what
   * the editor's pickers offer (`linkableBy`).
   */
  async function checkLinks(actor: Actor, links: Links, tx: Tx) {
    const check = async (
      wanted: number[] | undefined,
      catalogue: typeof goods | typeof plans,
      field: string,
    ) => {
      if (!wanted) return;
      const unique = [...new Set(wanted)];
      if (actor.seesAll) {
        if ((await catalogue.unscoped.platformOnes(unique, tx)).length === unique.length) return;
        throw Invalid('platformLinksOnly', { [field]: 'platformLinksOnly' });
      }
      if ((await catalogue.readable(actor, unique, tx)).length !== unique.length)
        throw Invalid('goodsUnknown', { [field]: 'goodsUnknown' });
      if ((await catalogue.linkable(actor, actor.userId, unique, tx)).length !== unique.length)
        throw Invalid('linksOutOfLine', { [field]: 'linksOutOfLine' });
    };
    await check(links.goodsIds, goods, 'goodsIds');
    await check(links.planIds, plans, 'planIds');
  }

  return {
    get,
    async list(
      actor: Actor,
      q: {
        pageNum: number;
        pageSize: number;
        diseaseId?: number;
        levelId?: number;
        sort?: unknown;
        order?: unknown;
      },
    ) {
      const { list, total } = await readDetails(db, viewerOf(actor), {
        diseaseId: q.diseaseId,
        levelId: q.levelId,
        sortByUpdate: q.sort === 'updatedAt',
        order: q.order === 'desc' ? 'desc' : 'asc',
        limit: q.pageSize,
        offset: (q.pageNum - 1) * q.pageSize,
      });
      return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
    },
    create: (actor: Actor, input: Create) =>
      db.transaction(async (tx) => {
        if (!actor.seesAll) throw Forbidden('platformOnly');
        const { goodsIds, planIds, ...values } = input;
        await checkLinks(actor, { goodsIds, planIds }, tx);
        const id = await detailWrites.insertOriginal(tx, values);
        await detailWrites.link(tx, id, goodsIds, planIds);
        return get(actor, id, tx);
      }),
    update: (actor: Actor, input: Update & { id: number }) =>
      db.transaction(async (tx) => {
        const { id, goodsIds, planIds, imageTypeId, levelId, ...texts } = input;
        const slot = await slotOf(tx, id);
        await checkLinks(actor, { goodsIds, planIds }, tx);
        if (actor.seesAll) {
          const set = { ...texts, imageTypeId, levelId };
          const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
          await detailWrites.updateOriginal(tx, id, { ...changes, updatedAt: new Date() });
          await detailWrites.link(tx, id, goodsIds, planIds);
          return refuseEmpty(await get(actor, id, tx));
        }
        if (imageTypeId !== undefined || levelId !== undefined)
          throw Invalid('detailSlotFixed', {
            [imageTypeId !== undefined ? 'imageTypeId' : 'levelId']: 'detailSlotFixed',
          });
        // A first override starts from what the caller sees now (an upper agent's, or the original).
        const seen = await get(actor, id, tx);
        const own = await detailWrites.ownOverride(tx, id, actor.userId);
        const start = own ? {} : Object.fromEntries(TEXTS.map((k) => [k, seen[k]]));
        const overrideId = await detailWrites.upsertOverride(tx, slot, actor.userId, { ...start, ...texts });
        await detailWrites.link(
          tx,
          overrideId,
          goodsIds ?? (own ? undefined : seen.goodsIds),
          planIds ?? (own ? undefined : seen.planIds),
        );
        return refuseEmpty(await get(actor, id, tx));
      }),
    /** Drops the caller's own override of a slot: its line sees what is in force above it again. */
    restore: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        await slotOf(tx, id);
        if (actor.seesAll || !(await detailWrites.dropOverride(tx, id, actor.userId)))
          throw Invalid('nothingToRestore');
        return get(actor, id, tx);
      }),
    /** Makes a slot the one reports use for its dimension's level, for the caller's line. */
    setDefault: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const slot = await slotOf(tx, id);
        await detailWrites.choose(tx, actor.seesAll ? null : actor.userId, slot);
        return get(actor, id, tx);
      }),
    remove: (actor: Actor, ids: number[]) =>
      db.transaction(async (tx) => {
        if (!actor.seesAll) throw Forbidden('platformOnly');
        // All or nothing: an id that is no original cancels the whole delete.
        if ((await detailWrites.removeOriginals(tx, ids)) !== ids.length)
          throw NotFound('diseaseDetailNotFound');
      }),
    /** The slots reports use, per dimension and level, for the user at `path` (a store: its merchant). */
    inForce: (path: string | null, diseaseId?: number) =>
      readDetails(
        db,
        path === null ? { platform: true } : { platform: false, userId: 0, line: lineOfPath(path) },
        { diseaseId, defaultsOnly: true },
      ),
  };
}
export type DiseaseDetailService = ReturnType<typeof createDiseaseDetailService>;
