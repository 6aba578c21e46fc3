import { randomBytes } from 'node:crypto';
import { permissionCatalogue } from '@skin/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../client';
import { buttons, menus, roleButtons, roleMenus, roles, serverSecrets, users } from '../schema';
import { seedDemo } from './demo';
import { MENU_SEED, type MenuSeed } from './menus';
import { ROLE_SEED } from './roles';

export interface BootstrapOptions {
  demo: boolean;
  adminPassword?: string;
  log: (msg: string) => void;
}

/** Runs at every start (under the start-up lock): secrets, base data once, permission catalogue, demo data. */
export async function bootstrap(db: Db, opts: BootstrapOptions) {
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(roles);
  if (n === 0) await seedBase(db, opts);
  await syncPermissionCatalogue(db);
  if (n === 0) await grantSeededRoles(db);
  if (opts.demo) await seedDemo(db, opts.log);
}

/** The signing key the instances share (unless JWT_SECRET overrides it). */
export async function sharedSecret(db: Db) {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  return row.value;
}

async function insertMenus(db: Db, seeds: MenuSeed[], parentId: number | null) {
  for (const [sort, m] of seeds.entries()) {
    const [row] = await db
      .insert(menus)
      .values({
        parentId,
        name: m.name,
        title: m.title,
        path: m.path,
        component: m.component,
        icon: m.icon,
        redirect: m.redirect,
        hidden: m.hidden ?? false,
        sort,
      })
      .returning({ id: menus.id });
    if (m.children) await insertMenus(db, m.children, row.id);
  }
}

async function seedBase(db: Db, opts: BootstrapOptions) {
  const ids = new Map<string, number>();
  for (const [sort, r] of ROLE_SEED.entries()) {
    const [row] = await db
      .insert(roles)
      .values({
        code: r.code,
        name: r.name,
        parentId: r.parent ? ids.get(r.parent)! : null,
        dataScope: r.dataScope,
        sort,
      })
      .returning({ id: roles.id });
    ids.set(r.code, row.id);
  }
  await insertMenus(db, MENU_SEED, null);
  const password =
    opts.adminPassword ??
    (opts.demo ? 'admin123' : randomBytes(9).toString('base64url').replace(/[-_]/g, 'x'));
  const [admin] = await db
    .insert(users)
    .values({
      username: 'admin',
      name: 'Administrator',
      path: '/',
      passwordHash: await hashPassword(password),
      roleId: ids.get('ADMIN')!,
    })
    .returning({ id: users.id });
  await db
    .update(users)
    .set({ path: `/${admin.id}/` })
    .where(eq(users.id, admin.id));
  if (!opts.demo && !opts.adminPassword)
    opts.log(`Created user admin with password ${password}: change it after signing in.`);
}

/** Every permission the code declares exists as a button, attached to the screen of its resource. */
async function syncPermissionCatalogue(db: Db) {
  const menuOf = new Map<string, string>();
  const walk = (seeds: MenuSeed[]) => {
    for (const m of seeds) {
      if (m.perm) menuOf.set(m.perm, menuOf.get(m.perm) ?? m.name);
      if (m.children) walk(m.children);
    }
  };
  walk(MENU_SEED);
  const menuIds = new Map(
    (await db.select({ id: menus.id, name: menus.name }).from(menus)).map((m) => [m.name, m.id]),
  );
  const rows = permissionCatalogue().map((perm) => ({
    perm,
    name: perm,
    menuId: menuIds.get(menuOf.get(perm.split(':').slice(0, 2).join(':')) ?? '') ?? null,
  }));
  await db.insert(buttons).values(rows).onConflictDoNothing();
}

async function grantSeededRoles(db: Db) {
  const roleIds = new Map(
    (await db.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]),
  );
  const allButtons = await db.select({ id: buttons.id, perm: buttons.perm }).from(buttons);
  for (const r of ROLE_SEED) {
    const roleId = roleIds.get(r.code)!;
    if (r.menus.length) {
      const rows = await db.select({ id: menus.id }).from(menus).where(inArray(menus.name, r.menus));
      await db.insert(roleMenus).values(rows.map((m) => ({ roleId, itemId: m.id })));
    }
    const held = allButtons.filter((b) =>
      r.perms.some((p) => (p.endsWith(':*') ? b.perm.startsWith(p.slice(0, -1)) : b.perm === p)),
    );
    if (held.length) await db.insert(roleButtons).values(held.map((b) => ({ roleId, itemId: b.id })));
  }
}
