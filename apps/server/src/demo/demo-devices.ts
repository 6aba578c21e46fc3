import { eq } from 'drizzle-orm';
import { createDeviceData } from '../data/devices.data';
import { SYSTEM } from '../data/system';
import { createUserData } from '../data/users.data';
import type { Db } from '../db/client';
import { roles, shippers } from '../db/schema';
import { type Actor, actorRole } from '../lib/actor';
import { createDeviceTypeService } from '../modules/device-types/device-types.service';
import { createDeviceService } from '../modules/devices/devices.service';
import { createFeedbackService } from '../modules/feedback/feedback.service';
import { createFileService } from '../modules/files/files.service';
import { createPrintJobService } from '../modules/print-jobs/print-jobs.service';
import { createInputOrderService } from '../modules/stock-orders/input-orders.service';
import { createOutputOrderService } from '../modules/stock-orders/output-orders.service';
import { createStoreService } from '../modules/stores/stores.service';

/** Acting as a seeded user through the real services, so the demo ledger reads like real work. */
export async function actorOf(db: Db, username: string): Promise<Actor> {
  const u = (await createUserData(db).unscoped.byUsername(username))!;
  const [role] = await db.select().from(roles).where(eq(roles.id, u.roleId));
  return {
    userId: u.id,
    username: u.username,
    name: u.name,
    path: u.path,
    sessionId: 'seed',
    ...actorRole(role),
    viewingAs: null,
    perms: new Set(),
    urlGrants: [],
  };
}

/** Device models, stores, and devices walked through print, stock-in, stock-out and binding. */
export async function seedDemoDevices(db: Db) {
  const admin = await actorOf(db, 'admin');
  const files = createFileService(db);
  const types = createDeviceTypeService(db, files);
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
  const byName = async (u: string) => (await createUserData(db).unscoped.byUsername(u))!;
  // Each salesperson's sign-in is linked to the shipper record of the orders they carry.
  const [shipper, shipper2] = await db
    .insert(shippers)
    .values([
      { name: 'Zhang Wei', phone: '13900000001', sort: 1, userId: (await byName('sales1')).id },
      { name: 'Li Na', phone: '13900000002', sort: 2, userId: (await byName('sales2')).id },
    ])
    .returning();
  const storeService = createStoreService(db, files);
  const lotus = await storeService.create(admin, {
    name: 'Lotus Beauty Xuhui',
    merchantId: (await byName('merchant1')).id,
    managerId: (await byName('manager1')).id,
    area: 'Shanghai Xuhui',
    country: 'CN',
    language: 'zh-CN',
    address: '88 Tianyaoqiao Rd',
    managerName: 'Wang Fang',
    managerSex: 0,
    phone: '13800000011',
    remark: null,
  });
  await storeService.create(admin, {
    name: 'Rosa Skin Madrid',
    merchantId: (await byName('merchant2')).id,
    managerId: (await byName('manager2')).id,
    area: 'Madrid Centro',
    country: 'ES',
    language: 'es',
    address: 'Calle Mayor 12',
    managerName: 'Lucia Garcia',
    managerSex: 0,
    phone: '34600000012',
    remark: null,
  });

  const job = await createPrintJobService(db).create(admin, {
    deviceTypeId: pro.id,
    quantity: 12,
    remark: 'First production batch',
  });
  const serials = await createDeviceData(db).serialsOfJob(SYSTEM, job.id);
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
    shipperId: shipper2.id,
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
  const first = (await createDeviceData(db).bySerial(SYSTEM, serials[0]))!;
  await deviceService.bind(await actorOf(db, 'agent1'), first.id, lotus.id);
  await createFeedbackService(db).create(null, {
    storeId: lotus.id,
    deviceName: 'SA-PRO-001',
    title: 'Forehead reads darker',
    content: 'Under the UV light the forehead looks darker than in the mirror.',
    remark: null,
  });
}
