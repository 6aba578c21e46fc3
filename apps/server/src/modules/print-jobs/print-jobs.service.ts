import type { PrintJob, printJobResource } from '@skin/contract';
import { desc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { createDeviceData } from '../../data/devices.data';
import { defineList, iso } from '../../data/list';
import type { Db } from '../../db/client';
import { deviceTypes, printJobs } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Invalid, NotFound } from '../../lib/errors';

const columns = {
  id: printJobs.id,
  deviceTypeId: printJobs.deviceTypeId,
  model: deviceTypes.hardwareModel,
  quantity: printJobs.quantity,
  remark: printJobs.remark,
  printedAt: printJobs.printedAt,
  printCount: printJobs.printCount,
  createdAt: printJobs.createdAt,
};
type Row = { [K in keyof typeof columns]: unknown };
const toJob = (r: Row) =>
  ({ ...r, printedAt: iso(r.printedAt as Date | null), createdAt: iso(r.createdAt as Date) }) as PrintJob;

/** `SA` + year and month + a 7-digit number from the shared sequence: unique, sortable, printable. */
export const formatSerial = (seq: number, at = new Date()) =>
  `SA${String(at.getUTCFullYear()).slice(2)}${String(at.getUTCMonth() + 1).padStart(2, '0')}${String(seq).padStart(7, '0')}`;

/** Print jobs: each allocates serial numbers (devices in state `printed`) and renders their labels. */
export function createPrintJobService(db: Db) {
  const devices = createDeviceData(db);
  const select = () =>
    db
      .select(columns)
      .from(printJobs)
      .innerJoin(deviceTypes, eq(deviceTypes.id, printJobs.deviceTypeId))
      .$dynamic();
  const list = defineList(db, {
    name: 'print_jobs',
    table: printJobs,
    select,
    orderBy: [desc(printJobs.id)],
    filters: { deviceTypeId: { column: printJobs.deviceTypeId, match: 'eq' } },
    toEntity: toJob,
  });
  const service = {
    list: (_a: Actor, q: Record<string, unknown> & { pageNum: number; pageSize: number }) => list.page(q),
    async get(_a: Actor, id: number) {
      const [row] = await select().where(eq(printJobs.id, id));
      if (!row) throw NotFound('printJobNotFound');
      return toJob(row);
    },
    async create(actor: Actor, input: z.infer<typeof printJobResource.create>) {
      const [type] = await db.select().from(deviceTypes).where(eq(deviceTypes.id, input.deviceTypeId));
      if (!type) throw Invalid('deviceTypeNotFound', { deviceTypeId: 'deviceTypeNotFound' });
      const id = await db.transaction(async (tx) => {
        const [job] = await tx
          .insert(printJobs)
          .values({ ...input, createdBy: actor.userId })
          .returning({ id: printJobs.id });
        const { rows } = (await tx.execute(
          sql`select nextval('device_serial_seq')::int as n from generate_series(1, ${input.quantity}::int)`,
        )) as unknown as { rows: { n: number }[] };
        const created = await devices.insertMany(
          tx,
          rows.map((r) => ({
            serialNumber: formatSerial(r.n),
            deviceTypeId: type.id,
            printJobId: job.id,
            state: 'printed',
          })),
        );
        await devices.record(
          tx,
          actor,
          created.map((d) => ({
            deviceId: d.id,
            action: 'printed',
            toState: 'printed',
            detail: { printJob: job.id },
          })),
        );
        return job.id;
      });
      return service.get(actor, id);
    },
    async update(actor: Actor, input: { id: number; remark?: string | null }) {
      if (input.remark === undefined) return service.get(actor, input.id);
      const rows = await db
        .update(printJobs)
        .set({ remark: input.remark })
        .where(eq(printJobs.id, input.id))
        .returning({ id: printJobs.id });
      if (!rows.length) throw NotFound('printJobNotFound');
      return service.get(actor, input.id);
    },
    /** The label sheet: one QR code (SVG) per serial number of the job. */
    async labels(actor: Actor, id: number) {
      const job = await service.get(actor, id);
      const serials = await devices.serialsOfJob(actor, id);
      return Promise.all(
        serials.map(async (serialNumber) => ({
          serialNumber,
          model: job.model,
          qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(serialNumber, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).toString('base64')}`,
        })),
      );
    },
    /** Records that the sheet was printed (again). */
    async markPrinted(actor: Actor, id: number) {
      const rows = await db
        .update(printJobs)
        .set({ printedAt: new Date(), printCount: sql`${printJobs.printCount} + 1` })
        .where(eq(printJobs.id, id))
        .returning({ id: printJobs.id });
      if (!rows.length) throw NotFound('printJobNotFound');
      return service.get(actor, id);
    },
  };
  return service;
}
