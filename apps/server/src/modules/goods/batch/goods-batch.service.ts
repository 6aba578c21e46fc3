import { GOODS_BATCH_LIMITS, type GoodsBatchResult } from '@skin/contract';
import { catalogueOwner } from '../../../data/catalogue-owner';
import { goodsBatchData } from '../../../data/goods-batch.data';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { Invalid } from '../../../lib/errors';
import type { FileService } from '../../files/files.service';
import { GOODS_IMAGE_PURPOSE } from '../goods.service';
import { type BatchImage, planOf } from './goods-batch-plan';
import { checkSheet } from './goods-batch-rows';
import { goodsTemplate, readGoodsSheet } from './goods-batch-sheet';

/** A batch as uploaded: the sheet (none when it was left out) and the pictures. */
export type BatchUpload = { sheet: { name: string; bytes: Buffer } | null; images: BatchImage[] };
export type BatchOptions = { dryRun: boolean; ownerId?: number };

/**
 * Goods written many at a time from a spreadsheet, for one owner (the caller, or a user below it;
 * platform staff may name anyone, or no one for platform goods). Every row is checked before
 * anything is written; a batch with any error writes nothing; otherwise one transaction creates
 * the new goods and changes the existing ones of the same name, so the same file uploaded twice
 * creates nothing the second time.
 */
export function createGoodsBatchService(db: Db, files: FileService) {
  const ownerOf = catalogueOwner(db);
  let template: Promise<Buffer> | undefined;

  return {
    /** The template to fill in (built once; a failed build is tried again next time). */
    template: () => {
      template ??= goodsTemplate().catch((e: unknown) => {
        template = undefined;
        throw e;
      });
      return template;
    },
    /** Checks a batch and, unless it is a dry run or has errors, writes it. */
    async run(actor: Actor, upload: BatchUpload, opts: BatchOptions): Promise<GoodsBatchResult> {
      if (!upload.sheet) throw Invalid('excelRequired', { file: 'excelRequired' });
      const ownerId = await ownerOf(actor, opts.ownerId);
      const sheet = await readGoodsSheet(upload.sheet.bytes, upload.sheet.name);
      const images = new Map(upload.images.map((i) => [i.name.toLowerCase(), i]));
      const { rows, errors } = checkSheet(sheet, new Set(images.keys()));
      const names = rows.map((r) => r.values.name.toLowerCase());
      const plan = planOf(rows, await goodsBatchData.byNames(db, actor, ownerId, names), images);
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
        const now = planOf(rows, await goodsBatchData.byNames(tx, actor, ownerId, names), images);
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
