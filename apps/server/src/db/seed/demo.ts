import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../client';
import { agents, dicts, features, roles, users } from '../schema';
import { seedDemoDevices } from './demo-devices';

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
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
  if (exists) return;
  const roleIds = new Map(
    (await db.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]),
  );
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(demoPassword('admin')) })
    .where(eq(users.id, admin.id));
  const byName = new Map([[admin.username, admin]]);
  for (const d of DEMO_USERS) {
    const parent = byName.get(d.parent)!;
    const [row] = await db
      .insert(users)
      .values({
        username: d.username,
        name: d.name,
        parentId: parent.id,
        path: parent.path,
        roleId: roleIds.get(d.role)!,
        passwordHash: await hashPassword(demoPassword(d.username)),
      })
      .returning();
    const path = `${parent.path}${row.id}/`;
    await db.update(users).set({ path }).where(eq(users.id, row.id));
    byName.set(d.username, { ...row, path });
    if ('agent' in d)
      await db
        .insert(agents)
        .values({ userId: row.id, name: d.name, agentLevel: d.agent.level, chinaMainland: d.agent.mainland });
  }
  await db.insert(features).values([
    { code: 'ai-report', name: 'AI skin report', homePage: true },
    { code: 'goods-recommend', name: 'Goods recommendation', homePage: true },
    { code: 'consumer-export', name: 'Consumer export', homePage: false },
  ]);
  await db.insert(dicts).values([
    { typeCode: 'gender', name: 'Male', value: '1', sort: 1 },
    { typeCode: 'gender', name: 'Female', value: '0', sort: 2 },
    { typeCode: 'gender', name: 'Secret', value: '2', sort: 3 },
    { typeCode: 'marital_status', name: 'Unmarried', value: '0', sort: 1 },
    { typeCode: 'marital_status', name: 'Married', value: '1', sort: 2 },
  ]);
  await seedDemoDevices(db);
  log('Demo data seeded: sign in as admin / admin123 (see README for every account).');
}
