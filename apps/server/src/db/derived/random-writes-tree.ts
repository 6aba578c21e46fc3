import { int, oneOf, pick, pickUser, sqlValue, tag, type Write } from './random-pick';

// Random writes of what decides who sees the rows and what caches read (random-writes.ts): stores
// given other owners, users added, moved in the tree, given other roles and removed, grants and the
// dashboard's sources changed.

/** Each write with its weight: how often it is picked against the others. */
export const TREE_WRITES: [number, string, Write][] = [
  [
    3,
    "change a store's owners",
    async (w) => {
      const set = oneOf(w, ['merchant_id', 'manager_id', 'both']);
      const merchant = await pick(w, 'users');
      const manager = w.random() < 0.7 ? await pick(w, 'users') : null;
      const cols =
        set === 'both'
          ? `(merchant_id, manager_id) = (${merchant}, ${sqlValue(manager)})`
          : `${set} = ${set === 'merchant_id' ? merchant : sqlValue(manager)}`;
      return `update stores set ${cols} where id = ${await pick(w, 'stores')}`;
    },
  ],
  [
    1,
    'insert a store',
    async (w) => `insert into stores (name, merchant_id, manager_id, area)
      values ('${tag(w)}', ${await pick(w, 'users')}, ${w.random() < 0.5 ? await pick(w, 'users') : 'null'}, 'DK')`,
  ],
  [1, 'delete a store', async (w) => `delete from stores where id = ${await pick(w, 'stores')}`],
  [
    3,
    'move a user in the tree',
    async (w) => {
      // As the users service moves one (data/tree-lock.ts): one move at a time, the tree read after.
      await w.query(`select pg_advisory_xact_lock(hashtext('tree-move:users'))`);
      const user = await pickUser(w);
      const to = user && (await pickUser(w));
      // The paths of its subtree, then its parent (not below itself).
      if (!user || !to || to.path.startsWith(user.path)) return undefined;
      const path = `${to.path}${user.id}/`;
      await w.query(`update users set path = '${path}' || substr(path, ${user.path.length + 1})
      where path like '${user.path}%'`);
      return `update users set parent_id = ${to.id} where id = ${user.id}`;
    },
  ],
  [
    1,
    'insert a user',
    async (w) => {
      // Under the moves' lock too: a parent moving meanwhile would leave the new path behind.
      await w.query(`select pg_advisory_xact_lock(hashtext('tree-move:users'))`);
      const parent = await pickUser(w);
      return `with n as (select nextval(pg_get_serial_sequence('users', 'id')) as id)
      insert into users (id, username, password_hash, name, role_id, path, parent_id) overriding system value
      select n.id, '${tag(w).toLowerCase()}', 'x', 'DK', ${await pick(w, 'roles')}, '${parent?.path ?? '/'}' || n.id || '/',
        ${parent?.id ?? 'null'} from n`;
    },
  ],
  [
    1,
    'delete a user',
    async (w) => {
      // One without users under it, as the users service removes one (nothing refuses it here).
      await w.query(`select pg_advisory_xact_lock(hashtext('tree-move:users'))`);
      const leaf = `not exists (select 1 from users c where c.parent_id = users.id)`;
      const user = await pick(
        w,
        'users',
        `${leaf} and (username like 'dk-%' or id in (select manager_id from stores))`,
      );
      return `delete from users where id = ${user ?? 0}`;
    },
  ],
  [
    1,
    "change a user's role",
    async (w) => {
      const user = await pickUser(w);
      return user ? `update users set role_id = ${await pick(w, 'roles')} where id = ${user.id}` : undefined;
    },
  ],
  [
    2,
    'change grants',
    async (w) => {
      const [role, button, resource] = [
        await pick(w, 'roles'),
        await pick(w, 'buttons'),
        await pick(w, 'url_resources'),
      ];
      return oneOf(w, [
        `insert into role_buttons (role_id, button_id) values (${role}, ${button}) on conflict do nothing`,
        `delete from role_buttons where role_id = ${role} and button_id = ${button}`,
        `update role_buttons set role_id = ${role} where button_id = ${button} and role_id = (select min(role_id) from role_buttons where button_id = ${button})`,
        `insert into role_resources (role_id, resource_id) values (${role}, ${resource}) on conflict do nothing`,
        `delete from role_resources where role_id = ${role}`,
        `update buttons set perm = case when perm like '%~' then left(perm, -1) else perm || '~' end where id = ${button}`,
        `update url_resources set method = case when method = '*' then 'GET' else '*' end where id = ${resource}`,
      ]);
    },
  ],
  [
    1,
    "change the figures' sources",
    async (w) =>
      oneOf(w, [
        `update diseases set sort = sort + 1 where id = ${await pick(w, 'diseases')}`,
        `insert into store_daily_stats (store_id, day, tests) values (${await pick(w, 'stores')}, '2026-03-0${1 + int(w, 4)}', 1)
        on conflict (store_id, day) do update set tests = store_daily_stats.tests + 1`,
      ]),
  ],
];
