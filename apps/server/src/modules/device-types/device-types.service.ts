import { AGREEMENT_KINDS, type DeviceType, type deviceTypeResource } from '@skin/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createDeviceData } from '../../data/devices.data';
import { defineList, iso } from '../../data/list';
import type { Db } from '../../db/client';
import { deviceTypes } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';

type Row = typeof deviceTypes.$inferSelect;
type Input = z.infer<typeof deviceTypeResource.create>;
const filters = {
  name: { column: deviceTypes.name, match: 'like' as const },
  hardwareModel: { column: deviceTypes.hardwareModel, match: 'like' as const },
};
/** Files of a kind must come from the matching upload purpose. */
export const purposeOf = (kind: string) =>
  (AGREEMENT_KINDS as readonly string[]).includes(kind)
    ? FILE_PURPOSE.deviceTypeAgreement
    : FILE_PURPOSE.deviceTypeImage;

/** Device types: platform-managed models with their agreement pages and images. */
export function createDeviceTypeService(db: Db, files: FileService) {
  const toEntities = async (rows: Row[]): Promise<DeviceType[]> => {
    const meta = await files.describe(rows.flatMap((r) => Object.values(r.files)));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      hardwareModel: r.hardwareModel,
      remark: r.remark,
      miniProgram: r.miniProgram,
      files: Object.fromEntries(
        Object.entries(r.files)
          .filter(([, fid]) => meta.has(fid))
          .map(([kind, fid]) => {
            const { purpose: _p, ...f } = meta.get(fid)!;
            return [kind, f];
          }),
      ),
      createdAt: iso(r.createdAt)!,
    }));
  };
  /** Merges requested file changes into the current map, checking each file's purpose. */
  const mergeFiles = async (current: Record<string, string>, changes: Input['files']) => {
    const next = { ...current };
    const wanted = Object.entries(changes ?? {});
    const meta = await files.describe(wanted.map(([, fid]) => fid).filter((f): f is string => !!f));
    for (const [kind, fid] of wanted) {
      if (!fid) delete next[kind];
      else if (meta.get(fid)?.purpose !== purposeOf(kind))
        throw Invalid('unknownFile', { [`files.${kind}`]: 'unknownFile' });
      else next[kind] = fid;
    }
    return next;
  };
  /** Models are unique ignoring case: `qa-x-1` beside `QA-X-1` would print the same label. */
  const assertUniqueModel = async (model: string, exceptId?: number) => {
    const [dup] = await db
      .select({ id: deviceTypes.id })
      .from(deviceTypes)
      .where(sql`lower(${deviceTypes.hardwareModel}) = lower(${model})`);
    if (dup && dup.id !== exceptId)
      throw Conflict('deviceModelExists', { hardwareModel: 'deviceModelExists' });
  };
  /**
   * A model that devices (and so printed labels) carry is never renamed: the labels on the
   * devices would no longer match the console. Create a new model instead.
   */
  const assertRenamable = async (current: Row, model: string | undefined) => {
    if (model === undefined || model === current.hardwareModel) return;
    if (await createDeviceData(db).unscoped.anyOfModel(current.id))
      throw Conflict('modelInUse', { hardwareModel: 'modelInUse' });
  };
  const row = async (id: number) => {
    const [r] = await db.select().from(deviceTypes).where(eq(deviceTypes.id, id));
    if (!r) throw NotFound('deviceTypeNotFound');
    return r;
  };

  const list = defineList(db, {
    name: 'device_types',
    table: deviceTypes,
    select: (tx) => tx.select().from(deviceTypes).$dynamic(),
    orderBy: [asc(deviceTypes.id)],
    filters,
    toEntity: (r: Row) => r,
  });
  const service = {
    list: (_actor: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) =>
      list.page(q).then(async (page) => ({ ...page, list: await toEntities(page.list) })),
    async options() {
      const rows = await db.select().from(deviceTypes).orderBy(asc(deviceTypes.name));
      return rows.map((r) => ({ id: r.id, label: `${r.name} (${r.hardwareModel})` }));
    },
    get: async (_actor: Actor, id: number) => (await toEntities([await row(id)]))[0],
    async create(actor: Actor, input: Input) {
      await assertUniqueModel(input.hardwareModel);
      const [r] = await db
        .insert(deviceTypes)
        .values({ ...input, files: await mergeFiles({}, input.files) })
        .returning();
      return service.get(actor, r.id);
    },
    async update(actor: Actor, input: Input & { id: number }) {
      const current = await row(input.id);
      await assertRenamable(current, input.hardwareModel);
      if (input.hardwareModel !== undefined) await assertUniqueModel(input.hardwareModel, input.id);
      const { id, ...values } = input;
      const next = await mergeFiles(current.files, input.files);
      // A page or image replaced or taken off is erased with the change (docs/files.md).
      const replaced = Object.values(current.files).filter((f) => !Object.values(next).includes(f));
      const erased = await db.transaction(async (tx) => {
        await tx
          .update(deviceTypes)
          .set({ ...values, files: next })
          .where(eq(deviceTypes.id, id));
        return files.eraseUnnamed(tx, replaced);
      });
      await files.dropBytes(erased);
      return service.get(actor, id);
    },
    async remove(_actor: Actor, ids: number[]) {
      const erased = await db.transaction(async (tx) => {
        const held: string[] = [];
        for (const id of ids) {
          const rows = await tx
            .delete(deviceTypes)
            .where(eq(deviceTypes.id, id))
            .returning({ files: deviceTypes.files });
          if (!rows.length) throw NotFound('deviceTypeNotFound');
          held.push(...Object.values(rows[0].files));
        }
        return files.eraseUnnamed(tx, held);
      });
      await files.dropBytes(erased);
    },
    /** The device type of a device, with files, for the device-facing API. */
    byId: async (id: number) => (await toEntities([await row(id)]))[0],
  };
  return service;
}
export type DeviceTypeService = ReturnType<typeof createDeviceTypeService>;
