import { randomBytes } from 'node:crypto';
import { permissionCatalogue } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { buttons, menus, roleButtons, roleMenus, roles, seededGrants, serverSecrets, users } from '../schema';
import { seedKnowledge } from './knowledge';
import { seedKnowledgeTranslations } from './knowledge-translations';
import { MENU_SEED, type MenuSeed, menuOfPermission } from './menus';
import { ROLE_SEED, seededMenus, seededPermissions } from './roles';

export interface BootstrapOptions {
  demo: boolean;
  /** Seeds the demo data (an application concern, handed in so `db/` imports no module). */
  seedDemo?: (db: Db) => Promise<void>;
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
  // Screens and permissions that appeared since the last start are added and granted to the
  // seeded roles that list them; what an administrator changed by hand is left alone.
  await syncMenus(db, MENU_SEED, null);
  await syncPermissionCatalogue(db);
  await grantSeededRoles(db);
  await seedKnowledge(db);
  await seedKnowledgeTranslations(db);
  if (opts.demo) await opts.seedDemo?.(db);
}

/** The signing key the instances share (unless JWT_SECRET overrides it). */
export async function sharedSecret(db: Db) {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  return row.value;
}

/** Inserts the seeded menus that do not exist yet (by route name); returns their names. */
async function syncMenus(db: Db, seeds: MenuSeed[], parentId: number | null): Promise<string[]> {
  const added: string[] = [];
  for (const [sort, m] of seeds.entries()) {
    let [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.name, m.name));
    if (!row) {
      [row] = await db
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
      added.push(m.name);
    }
    if (m.children) added.push(...(await syncMenus(db, m.children, row.id)));
  }
  return added;
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

/** Every permission the code declares exists as a button, attached to the screen of its resource; returns the new ones. */
async function syncPermissionCatalogue(db: Db): Promise<string[]> {
  const menuIds = new Map(
    (await db.select({ id: menus.id, name: menus.name }).from(menus)).map((m) => [m.name, m.id]),
  );
  const rows = permissionCatalogue().map((perm) => ({
    perm,
    name: perm,
    menuId: menuIds.get(menuOfPermission.get(perm.split(':').slice(0, 2).join(':')) ?? '') ?? null,
  }));
  const added = await db.insert(buttons).values(rows).onConflictDoNothing().returning({ perm: buttons.perm });
  return added.map((b) => b.perm);
}

/**
 * Gives each seeded role the screens and permissions the resources grant it, once per grant
 * (recorded in `seeded_grants`): new grants arrive with an upgrade, removals made by an
 * administrator are kept.
 */
async function grantSeededRoles(db: Db) {
  const roleIds = new Map(
    (await db.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]),
  );
  const done = new Set(
    (await db.select().from(seededGrants)).map((g) => `${g.roleCode} ${g.kind} ${g.item}`),
  );
  const menuIds = new Map(
    (await db.select({ id: menus.id, name: menus.name }).from(menus)).map((m) => [m.name, m.id]),
  );
  const buttonIds = new Map(
    (await db.select({ id: buttons.id, perm: buttons.perm }).from(buttons)).map((b) => [b.perm, b.id]),
  );
  for (const r of ROLE_SEED) {
    const roleId = roleIds.get(r.code);
    if (!roleId) continue;
    const fresh = (kind: string, items: string[]) => items.filter((i) => !done.has(`${r.code} ${kind} ${i}`));
    const menuItems = fresh('menu', seededMenus(r));
    const permItems = fresh('perm', seededPermissions(r));
    const m = menuItems.flatMap((name) =>
      menuIds.has(name) ? [{ roleId, itemId: menuIds.get(name)! }] : [],
    );
    const b = permItems.flatMap((p) => (buttonIds.has(p) ? [{ roleId, itemId: buttonIds.get(p)! }] : []));
    if (m.length) await db.insert(roleMenus).values(m).onConflictDoNothing();
    if (b.length) await db.insert(roleButtons).values(b).onConflictDoNothing();
    const applied = [
      ...menuItems.map((item) => ({ roleCode: r.code, kind: 'menu', item })),
      ...permItems.map((item) => ({ roleCode: r.code, kind: 'perm', item })),
    ];
    if (applied.length) await db.insert(seededGrants).values(applied).onConflictDoNothing();
  }
}
