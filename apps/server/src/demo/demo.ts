import { SEEDED_LABELS } from '@skin/contract';
import { createAgentData } from '../data/agents.data';
import { SYSTEM } from '../data/system';
import { createUserData, type UserRow } from '../data/users.data';
import type { Db } from '../db/client';
import { dicts, features, roles } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedDemoAppIndex } from './demo-app-index';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoConsumers } from './demo-consumers';
import { actorOf, seedDemoDevices } from './demo-devices';
import { seedDemoSettings } from './demo-settings';
import { seedDemoTracking } from './demo-tracking';

/** Demo accounts (the README lists them): username, name, role, parent, password. */
export const DEMO_USERS = [
  { username: 'operator', name: 'Platform operator', role: 'OPERATOR', parent: 'admin' },
  {
    username: 'agent1',
    name: 'East China agent',
    role: 'AGENT',
    parent: 'admin',
    agent: { level: 1, mainland: true },
  },
  {
    username: 'agent2',
    name: 'Europe agent',
    role: 'AGENT',
    parent: 'admin',
    agent: { level: 1, mainland: false },
  },
  { username: 'merchant1', name: 'Lotus Beauty merchant', role: 'MERCHANT', parent: 'agent1' },
  { username: 'merchant2', name: 'Rosa Skin merchant', role: 'MERCHANT', parent: 'agent2' },
  { username: 'manager1', name: 'Lotus store manager', role: 'STORE_MANAGER', parent: 'merchant1' },
  { username: 'manager2', name: 'Rosa store manager', role: 'STORE_MANAGER', parent: 'merchant2' },
  { username: 'sales1', name: 'East salesperson', role: 'SALESMAN', parent: 'agent1' },
  { username: 'sales2', name: 'Europe salesperson', role: 'SALESMAN', parent: 'agent2' },
] as const;

/** Every demo password is the username followed by 123 (6-16 letters and digits). */
export const demoPassword = (username: string) => `${username}123`;

/** Seeds the demo tree once (skipped when its first account already exists). */
export async function seedDemo(db: Db, log: (msg: string) => void) {
  const users = createUserData(db);
  if (await users.unscoped.byUsername('operator')) return;
  const roleIds = new Map(
    (await db.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]),
  );
  const admin = (await users.unscoped.byUsername('admin'))!;
  await db.transaction(async (tx) => {
    await users.update(tx, SYSTEM, admin.id, {
      passwordHash: await hashPassword(demoPassword('admin')),
    });
    const byName = new Map<string, UserRow>([[admin.username, admin]]);
    const agents = createAgentData(db);
    for (const d of DEMO_USERS) {
      const id = await users.insert(tx, byName.get(d.parent)!, {
        username: d.username,
        name: d.name,
        roleId: roleIds.get(d.role)!,
        passwordHash: await hashPassword(demoPassword(d.username)),
      });
      byName.set(d.username, (await users.find(SYSTEM, id, tx))!);
      if ('agent' in d)
        await agents.insert(tx, {
          userId: id,
          name: d.name,
          agentLevel: d.agent.level,
          chinaMainland: d.agent.mainland,
        });
    }
    await tx.insert(features).values([
      { code: 'ai-report', name: 'AI skin report', homePage: true },
      { code: 'goods-recommend', name: 'Goods recommendation', homePage: true },
      { code: 'consumer-export', name: 'Consumer export', homePage: false },
    ]);
    await tx.insert(dicts).values([
      { typeCode: 'gender', name: SEEDED_LABELS['dict.gender.male'], value: '1', sort: 1 },
      { typeCode: 'gender', name: SEEDED_LABELS['dict.gender.female'], value: '0', sort: 2 },
      { typeCode: 'gender', name: SEEDED_LABELS['dict.gender.secret'], value: '2', sort: 3 },
      { typeCode: 'marital_status', name: SEEDED_LABELS['dict.marital.unmarried'], value: '0', sort: 1 },
      { typeCode: 'marital_status', name: SEEDED_LABELS['dict.marital.married'], value: '1', sort: 2 },
    ]);
  });
  await seedDemoDevices(db);
  await seedDemoCatalogue(db);
  await seedDemoAppIndex(db);
  await seedDemoSettings(db);
  await seedDemoConsumers(db, await actorOf(db, 'admin'));
  await seedDemoTracking(db);
  log('Demo data seeded: sign in as admin / admin123 (see README for every account).');
}
