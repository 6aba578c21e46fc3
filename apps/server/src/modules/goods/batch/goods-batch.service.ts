import { GOODS_BATCH_LIMITS, type GoodsBatchResult, type GoodsSheetLanguage } from '@skin/contract';
import { catalogueOwner } from '../../../data/catalogue-owner';
import { type GoodsExportFilters, goodsBatchData } from '../../../data/goods-batch.data';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { Invalid } from '../../../lib/errors';
import type { FileService } from '../../files/files.service';
import { GOODS_IMAGE_PURPOSE } from '../goods.service';
import { type BatchImage, type BatchTargets, planOf } from './goods-batch-plan';
import { type BatchRow, checkSheet, sortErrors } from './goods-batch-rows';
import { readGoodsSheet } from './goods-batch-sheet';
import { checkTargets } from './goods-batch-targets';
import { exportedRow, goodsTemplate, goodsWorkbook } from './goods-batch-workbook';

/** Reads the goods a batch's rows reach (goods-batch-plan.ts `BatchTargets`). */
async function targetsOf(
  tx: Tx,
  actor: Actor,
  ownerId: number | null,
  rows: BatchRow[],
): Promise<BatchTargets> {
  const byId = await goodsBatchData.byIds(
    tx,
    actor,
    rows.flatMap((r) => (r.id === null ? [] : [r.id])),
  );
  const names = rows.flatMap((r) => (r.id === null ? [r.values.name.toLowerCase()] : []));
  const byName = await goodsBatchData.byNames(tx, actor, ownerId, names);
  const renamed = rows.flatMap((r) => {
    const g = r.id === null ? undefined : byId.get(r.id);
    const name = r.values.name.toLowerCase();
    return g && g.name.toLowerCase() !== name ? [{ ownerId: g.ownerId, name }] : [];
  });
  return { byId, byName, taken: await goodsBatchData.namesTaken(tx, actor, renamed) };
}

/** A batch as uploaded: the sheet (none when it was left out) and the pictures. */
export type BatchUpload = { sheet: { name: string; bytes: Buffer } | null; images: BatchImage[] };
export type BatchOptions = { dryRun: boolean; ownerId?: number };

/**
 * Goods written many at a time from a spreadsheet, for one owner (the caller, or a user below it;
 * platform staff may name anyone, or no one for platform goods). Every row is checked before
 * anything is written; a batch with any error writes nothing; otherwise one transaction creates
 * the new goods and changes the existing ones: an exported row's goods by its id, any other row's
 * by the owner's goods of the same name. The same file uploaded twice creates nothing the second
 * time. The export writes the goods a caller sees as such a sheet.
 */
export function createGoodsBatchService(db: Db, files: FileService) {
  const ownerOf = catalogueOwner(db);
  const templates = new Map<GoodsSheetLanguage, Promise<Buffer>>();

  return {
    /** The template to fill in, in a language (built once; a failed build is tried again next time). */
    template: (lang: GoodsSheetLanguage) => {
      let built = templates.get(lang);
      if (!built) {
        built = goodsTemplate(lang).catch((e: unknown) => {
          templates.delete(lang);
          throw e;
        });
        templates.set(lang, built);
      }
      return built;
    },
    /**
     * The goods the caller sees under the list's filters as the template's workbook, with their
     * ids; refused when more match than one upload reads (the export could not be uploaded again).
     */
    async exportSheet(actor: Actor, lang: GoodsSheetLanguage, filters: GoodsExportFilters) {
      const max = GOODS_BATCH_LIMITS.exportRows;
      const rows = await goodsBatchData.forExport(db, actor, filters, max + 1);
      if (rows.length > max) throw Invalid({ key: 'exportTooMany', params: { max } });
      return goodsWorkbook(lang, rows.map(exportedRow));
    },
    /** Checks a batch and, unless it is a dry run or has errors, writes it. */
    async run(actor: Actor, upload: BatchUpload, opts: BatchOptions): Promise<GoodsBatchResult> {
      if (!upload.sheet) throw Invalid('excelRequired', { file: 'excelRequired' });
      const ownerId = await ownerOf(actor, opts.ownerId);
      const sheet = await readGoodsSheet(upload.sheet.bytes, upload.sheet.name);
      const images = new Map(upload.images.map((i) => [i.name.toLowerCase(), i]));
      const checked = checkSheet(sheet, new Set(images.keys()));
      const targets = await targetsOf(db, actor, ownerId, checked.rows);
      const { rows, errors: targetErrors } = checkTargets(checked.rows, targets, ownerId, images);
      const errors = sortErrors([...checked.errors, ...targetErrors]);
      const plan = planOf(rows, targets, images);
      const result: GoodsBatchResult = {
        rows: sheet.rows.length,
        valid: rows.length,
        errors: errors.slice(0, GOODS_BATCH_LIMITS.errors),
        errorCount: errors.length,
        created: plan.create.length,
        updated: plan.update.length,
        unchanged: plan.unchanged,
        written: false,
      };
      if (opts.dryRun || errors.length) return result;
      // The files service writes outside any transaction, so pictures are stored first: a failed
      // write below leaves at most unused picture files, never goods without their pictures.
      const stored = new Map<string, string>();
      for (const [sha, image] of plan.images) {
        const accept = { kind: 'image' as const, maxBytes: GOODS_BATCH_LIMITS.imageBytes };
        stored.set(sha, (await files.store(actor, GOODS_IMAGE_PURPOSE, accept, image.name, image.bytes)).id);
      }
      const written = await db.transaction(async (tx) => {
        // Planned again inside the transaction: what another upload wrote meanwhile counts.
        const now = planOf(rows, await targetsOf(tx, actor, ownerId, rows), images);
        const iconOf = (image: BatchImage | null) => (image ? stored.get(image.sha256) : undefined);
        await goodsBatchData.insertMany(
          tx,
          now.create.map((c) => ({ ...c.values, ownerId, iconFileId: iconOf(c.image) ?? null })),
        );
        await goodsBatchData.updateMany(
          tx,
          actor,
          now.update.map((u) => ({ id: u.id, set: { ...u.values, iconFileId: iconOf(u.image) ?? null } })),
        );
        return { created: now.create.length, updated: now.update.length, unchanged: now.unchanged };
      });
      return { ...result, ...written, written: true };
    },
  };
}
export type GoodsBatchService = ReturnType<typeof createGoodsBatchService>;
