import { eq } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { createDeviceTypeService } from '../../modules/device-types/device-types.service';
import { createDeviceService } from '../../modules/devices/devices.service';
import { createFeedbackService } from '../../modules/feedback/feedback.service';
import { createFileService } from '../../modules/files/files.service';
import { createPrintJobService } from '../../modules/print-jobs/print-jobs.service';
import { createInputOrderService } from '../../modules/stock-orders/input-orders.service';
import { createOutputOrderService } from '../../modules/stock-orders/output-orders.service';
import type { Db } from '../client';
import { devices, roles, shippers, stores, users } from '../schema';

/** Acting as a seeded user through the real services, so the demo ledger reads like real work. */
async function actorOf(db: Db, username: string): Promise<Actor> {
  const [u] = await db
    .select()
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.username, username));
  return {
    userId: u.users.id,
    username: u.users.username,
    name: u.users.name,
    path: u.users.path,
    sessionId: 'seed',
    role: { id: u.roles.id, code: u.roles.code, parentId: u.roles.parentId, dataScope: u.roles.dataScope },
    viewingAs: null,
    isTop: u.roles.parentId === null,
    seesAll: u.roles.dataScope === 1,
    perms: new Set(),
    urlGrants: [],
  };
}

/** Device models, stores, and devices walked through print, stock-in, stock-out and binding. */
export async function seedDemoDevices(db: Db) {
  const admin = await actorOf(db, 'admin');
  const types = createDeviceTypeService(db, createFileService(db));
  const pro = await types.create(admin, {
    name: 'Skin analyzer Pro',
    hardwareModel: 'SA-PRO-200',
    remark: 'Desktop analyzer, 5 light modes',
    miniProgram: null,
    files: {},
  });
  await types.create(admin, {
    name: 'Skin analyzer Mini',
    hardwareModel: 'SA-MINI-10',
    remark: 'Handheld analyzer',
    miniProgram: null,
    files: {},
  });
  const [shipper] = await db
    .insert(shippers)
    .values([
      { name: 'Zhang Wei', phone: '13900000001', sort: 1 },
      { name: 'Li Na', phone: '13900000002', sort: 2 },
    ])
    .returning();
  const byName = async (u: string) => (await db.select().from(users).where(eq(users.username, u)))[0];
  const merchant1 = await byName('merchant1');
  const merchant2 = await byName('merchant2');
  const [lotus] = await db
    .insert(stores)
    .values([
      {
        name: 'Lotus Beauty Xuhui',
        merchantId: merchant1.id,
        area: 'Shanghai Xuhui',
        address: '88 Tianyaoqiao Rd',
        managerName: 'Wang Fang',
        managerSex: 0,
        phone: '13800000011',
      },
      {
        name: 'Rosa Skin Madrid',
        merchantId: merchant2.id,
        area: 'Madrid Centro',
        address: 'Calle Mayor 12',
        managerName: 'Lucia Garcia',
        managerSex: 0,
        phone: '34600000012',
      },
    ])
    .returning();

  const job = await createPrintJobService(db).create(admin, {
    deviceTypeId: pro.id,
    quantity: 12,
    remark: 'First production batch',
  });
  const serials = (
    await db.select({ s: devices.serialNumber }).from(devices).where(eq(devices.printJobId, job.id))
  )
    .map((d) => d.s)
    .sort();
  const input = createInputOrderService(db);
  const stockIn = await input.create(admin, {
    deviceTypeId: pro.id,
    quantity: 8,
    remark: 'Batch 1 into the warehouse',
    sort: 0,
  });
  for (const [i, serialNumber] of serials.slice(0, 8).entries())
    await input.scan(admin, {
      orderId: stockIn.id,
      serialNumber,
      bluetoothName: `SA-PRO-${String(i + 1).padStart(3, '0')}`,
      firmwareVersion: '1.4.2',
      batchNumber: 'B2026-11',
      remark: null,
    });
  await input.complete(admin, stockIn.id);

  const output = createOutputOrderService(db);
  const agent1 = await byName('agent1');
  const toEast = await output.create(admin, {
    agentId: agent1.id,
    shipperId: shipper.id,
    consigneeName: 'East China agent',
    consigneePhone: '13800000003',
    consigneeAddress: '1 Century Ave, Shanghai',
    deviceTypeId: pro.id,
    quantity: 3,
    remark: null,
    sort: 0,
  });
  for (const serialNumber of serials.slice(0, 3))
    await output.scan(admin, { orderId: toEast.id, serialNumber });
  await output.complete(admin, toEast.id);
  const agent2 = await byName('agent2');
  const toEurope = await output.create(admin, {
    agentId: agent2.id,
    shipperId: null,
    consigneeName: 'Europe agent',
    consigneePhone: '34600000004',
    consigneeAddress: 'Gran Via 1, Madrid',
    deviceTypeId: pro.id,
    quantity: 3,
    remark: null,
    sort: 0,
  });
  await output.scan(admin, { orderId: toEurope.id, serialNumber: serials[3] });

  const deviceService = createDeviceService(db);
  const [first] = await db.select().from(devices).where(eq(devices.serialNumber, serials[0]));
  await deviceService.bind(await actorOf(db, 'agent1'), first.id, lotus.id);
  await createFeedbackService(db).create(null, {
    storeId: lotus.id,
    deviceName: 'SA-PRO-001',
    title: 'Forehead reads darker',
    content: 'Under the UV light the forehead looks darker than in the mirror.',
    remark: null,
  });
}
