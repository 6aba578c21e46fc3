import { resources } from '@skin/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema';
import { createTestApp } from './harness';
import { loadWorld, ownedAbove, ownersOf, reads, sees } from './tenancy';

/**
 * Every route of the OpenAPI document, called by every demo user with an own id, an id from a
 * sibling subtree and an id from above. Foreign targets must be refused (403/404, or 400 naming
 * the target field) with the database unchanged; lists must hold only the caller's subtree.
 * A new route fails this test until it is classified below, so the matrix grows with the API.
 */
const t = await createTestApp();
type Kind = string;
/** Routes that are not a resource's: the caller's own data, role editing, the analyzers' API. */
const SPECIAL: [RegExp, Kind][] = [
  [/^\/api\/ums-user\/(me|about\/me|password\/myself|feature\/home-page)$/, 'self'],
  [/^\/api\/oauth\/logout$/, 'self'],
  [/^\/api\/dashboard\//, 'self'],
  [/^\/api\/ums-role/, 'role'],
  [/^\/api\/device-api\//, 'deviceApi'],
  // The mobile app's reads, with the analyzer's device token.
  // Files are named by UUIDs, not rows' ids: file-access.test.ts runs every kind of file against
  // every role, no token and the analyzers of two stores.
  [/^\/api\/files\//, 'file'],
];
/** A route belongs to the resource with the longest matching path; its tenancy decides the kind. */
const kindOf = (path: string): Kind | undefined => {
  const special = SPECIAL.find(([re]) => re.test(path))?.[1];
  if (special) return special;
  const def = [...resources]
    .sort((a, b) => b.path.length - a.path.length)
    .find((d) => path === `/api/${d.path}` || path.startsWith(`/api/${d.path}/`));
  if (!def) return undefined;
  return def.tenancy.kind === 'platform' ? 'global' : def.name;
};
/** Answers that list rows of another kind than the route's (null: rows of a single, already-checked target). */
const ROW_KIND: Record<string, Kind | null> = {
  'GET /api/output-order/{id}/devices': null,
  'GET /api/device/{id}/history': null,
  'GET /api/consumer/id/{id}/tests': null,
};
/** Routes whose target travels in a body field, possibly of another kind than the route's. */
const TARGET_FIELD: Record<string, { field: string; kind?: Kind }> = {
  'POST /api/ums-user': { field: 'parentId' },
  'POST /api/agent': { field: 'parentId', kind: 'user' },
  'POST /api/ums-role': { field: 'parentId' },
  'POST /api/store': { field: 'merchantId', kind: 'user' },
  'POST /api/feedback': { field: 'storeId', kind: 'store' },
  'POST /api/consumer': { field: 'storeId', kind: 'store' },
  'POST /api/output-order': { field: 'agentId', kind: 'user' },
  'POST /api/goods': { field: 'ownerId', kind: 'user' },
  'POST /api/custom-disease': { field: 'ownerId', kind: 'user' },
  'POST /api/skin-plan': { field: 'ownerId', kind: 'user' },
  'POST /api/ios-index': { field: 'ownerId', kind: 'user' },
  'POST /api/ios-index-item': { field: 'indexId', kind: 'iosIndex' },
  'PUT /api/ios-index-item/order': { field: 'indexId', kind: 'iosIndex' },
  'POST /api/output-order/scan': { field: 'orderId' },
  'POST /api/nav-manage/yard': { field: 'ownerId', kind: 'user' },
  'POST /api/nav-manage/building': { field: 'yardId', kind: 'yard' },
  'POST /api/nav-manage/floor': { field: 'buildingId', kind: 'building' },
  'POST /api/nav-manage/gateway': { field: 'floorId', kind: 'floor' },
  'POST /api/nav-manage/beacon': { field: 'floorId', kind: 'floor' },
  'POST /api/nav-manage/fence': { field: 'floorId', kind: 'floor' },
  'POST /api/nav-manage/brand': { field: 'yardId', kind: 'yard' },
  'POST /api/nav-manage/equipment': { field: 'yardId', kind: 'yard' },
};

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
const routes = Object.entries(doc.paths as Record<string, Record<string, { description?: string }>>)
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => ({
      method: m.toUpperCase(),
      path,
      key: `${m.toUpperCase()} ${path}`,
      permission: /Permission: `([^`]+)`/.exec(op.description ?? '')?.[1] ?? 'public',
      kind: kindOf(path),
    })),
  )
  .filter((r) => r.permission !== 'public')
  // Logging out ends the caller's session: it goes last.
  .sort((a, b) => Number(a.path === '/api/oauth/logout') - Number(b.path === '/api/oauth/logout'));

const world = await loadWorld(t.db);
const allUsers = await t.db.select().from(users);
const allRoles = await t.db.select().from(roles);
const allStores = [...world.stores.values()];
const defOf = (kind: Kind) => resources.find((d) => d.name === kind);
const byName = new Map(allUsers.map((u) => [u.username, u]));
const DEMO = [
  'admin',
  'operator',
  'agent1',
  'agent2',
  'merchant1',
  'merchant2',
  'manager1',
  'manager2',
  'sales1',
  'sales2',
];

/** Every table but the ones each request writes by design (the audit log, sessions, throttling). */
const { rows: tableRows } = (await t.db.execute(
  sql.raw(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('audit_log', 'sessions', 'refresh_tokens', 'login_failures', '__drizzle_migrations') order by 1",
  ),
)) as unknown as { rows: { name: string }[] };
/**
 * A fingerprint of every such table: the row count and an order-free sum of the rows' hashes, so
 * no table is sorted. Taken once per role and after each write, each write's "after" being the
 * next one's "before": the matrix's writes must all change nothing.
 */
const digest = async () => {
  const parts = tableRows.map(
    ({ name }) => `(select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) from ${name} t)`,
  );
  const { rows } = (await t.db.execute(
    sql.raw(`select concat_ws('|', ${parts.join(',')}) as d`),
  )) as unknown as { rows: { d: string }[] };
  return rows[0].d;
};

let n = 0;
/** A MAC no demo row holds, one per call. */
const mac = (kind: number) =>
  `0E:A7:00:0${kind}:${String(Math.floor(n / 100)).padStart(2, '0')}:${String(n % 100).padStart(2, '0')}`;
function bodyFor(key: string, kind: Kind, target: number, actor: (typeof allUsers)[number]) {
  n += 1;
  const below =
    allRoles.find((r) => r.parentId === actor.roleId) ?? allRoles.find((r) => r.code === 'STORE_MANAGER')!;
  const user = allUsers.find((u) => u.id === target);
  const role = allRoles.find((r) => r.id === target);
  const bodies: Record<string, unknown> = {
    'PATCH /api/ums-user/about/me': { name: actor.name, sex: 1, contact: 'someone@example.com' },
    'PATCH /api/ums-user/password/myself': {
      oldPassword: 'notmine1',
      password: 'abcdef1',
      confirmPassword: 'abcdef1',
    },
    'POST /api/ums-user': {
      username: `mx${n}`,
      password: 'abc12345',
      name: 'M',
      roleId: below.id,
      parentId: target,
    },
    'PATCH /api/ums-user': user && { id: target, name: user.name },
    'PATCH /api/ums-user/enable': { id: target, state: 0 },
    'PATCH /api/ums-user/password': { id: target, password: 'abc12345' },
    'POST /api/ums-user/feature': { userId: target, featureIds: [1] },
    'POST /api/agent': { username: `ax${n}`, password: 'abc12345', name: 'A', parentId: target },
    'PATCH /api/agent': { id: target, name: 'A' },
    'POST /api/ums-role': { parentId: target, name: 'R', code: `RX${n}`, dataScope: 2 },
    'PATCH /api/ums-role': role && { id: target, name: role.name },
    'PATCH /api/ums-role/enable': { id: target, state: 0 },
    'PATCH /api/agent/enable': { id: target, state: 0 },
    'PUT /api/ums-role/menus': { roleId: target, ids: [] },
    'PUT /api/ums-role/buttons': { roleId: target, ids: [] },
    'PUT /api/ums-role/resources': { roleId: target, ids: [] },
    'PATCH /api/device': { id: target, bluetoothName: 'x', remark: null },
    'PATCH /api/device/enable': { id: target, enabled: false },
    'PATCH /api/device/bind': { id: target, storeId: allStores[0].id },
    'PATCH /api/device/return': { id: target },
    'POST /api/device/secret': { id: target },
    'POST /api/store': { name: 'S', merchantId: target, area: 'A' },
    'PATCH /api/store': { id: target, name: 'S' },
    'POST /api/feedback': { storeId: target, title: 'T', content: 'C' },
    'PATCH /api/feedback/respond': { id: target, response: 'R' },
    'POST /api/consumer': { storeId: target, name: 'C', phone: `139${String(n).padStart(8, '0')}` },
    'PATCH /api/consumer': { id: target, remark: 'x' },
    'POST /api/output-order': {
      agentId: target,
      consigneeName: 'C',
      consigneePhone: '13800000000',
      consigneeAddress: 'A',
      deviceTypeId: 1,
      quantity: 1,
    },
    'PATCH /api/output-order': { id: target, quantity: 9 },
    'POST /api/goods': { name: `G${n}`, type: 'product', price: 100, ownerId: target },
    'PATCH /api/goods': { id: target, remark: 'x' },
    'PATCH /api/goods/shelf': { id: target, shelf: 0 },
    'POST /api/custom-disease': { name: `C${n}`, ownerId: target },
    'PATCH /api/custom-disease': { id: target, name: 'C' },
    'POST /api/skin-plan': { name: `P${n}`, nursingSite: 'face', ownerId: target },
    'PATCH /api/skin-plan': { id: target, name: 'P' },
    'POST /api/ios-index': { name: `I${n}`, ownerId: target },
    'PATCH /api/ios-index': { id: target, name: 'I' },
    'PATCH /api/ios-index/show': { id: target, state: 0 },
    'POST /api/ios-index-item': { indexId: target, title: `T${n}` },
    'PATCH /api/ios-index-item': { id: target, title: 'T' },
    'PATCH /api/ios-index-item/show': { id: target, state: 0 },
    'PUT /api/ios-index-item/order': { indexId: target, ids: [1] },
    'POST /api/disease-detail': { diseaseId: 1, solution: 'S' },
    'PATCH /api/disease-detail': { id: target, remark: 'x' },
    'PATCH /api/disease-detail/restore': { id: target },
    'PATCH /api/disease-detail/default': { id: target },
    'POST /api/output-order/scan': { orderId: target, serialNumber: 'SA00000000' },
    'PATCH /api/output-order/complete': { id: target },
    'POST /api/nav-manage/yard': { name: `Y${n}`, ownerId: target },
    'PATCH /api/nav-manage/yard': { id: target, remark: 'x' },
    'POST /api/nav-manage/building': { yardId: target, name: `B${n}` },
    'PATCH /api/nav-manage/building': { id: target, name: 'B' },
    'POST /api/nav-manage/floor': { buildingId: target, name: `F${n}`, level: 1, width: 10, height: 10 },
    'PATCH /api/nav-manage/floor': { id: target, name: 'F' },
    'POST /api/nav-manage/gateway': { floorId: target, name: `G${n}`, mac: mac(1), x: 1, y: 1 },
    'PATCH /api/nav-manage/gateway': { id: target, name: 'G' },
    'POST /api/nav-manage/beacon': { floorId: target, name: `B${n}`, mac: mac(2), x: 1, y: 1 },
    'PATCH /api/nav-manage/beacon': { id: target, name: 'B' },
    'POST /api/nav-manage/fence': {
      floorId: target,
      name: `F${n}`,
      polygon: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      kind: 'mustStayOut',
    },
    'PATCH /api/nav-manage/fence': { id: target, name: 'F' },
    'PATCH /api/nav-manage/fence/activate': { id: target, active: false },
    'POST /api/nav-manage/brand': { yardId: target, name: `W${n}`, mac: mac(3) },
    'PATCH /api/nav-manage/brand': { id: target, wearer: 'x' },
    'PATCH /api/nav-manage/brand/switch': { id: target, isOn: false },
    'POST /api/nav-manage/equipment': { yardId: target, name: `E${n}`, mac: mac(4) },
    'PATCH /api/nav-manage/equipment': { id: target, kind: 'x' },
  };
  if (key in bodies) return bodies[key];
  return kind === 'global' || kind === 'self' || kind === 'deviceApi' ? {} : undefined;
}

/** Own, sibling-subtree and parent targets of a kind for one user; foreign ones only for subtree-scoped users. */
function targets(kind: Kind, actor: (typeof allUsers)[number]) {
  const def = defOf(kind);
  if (def && def.tenancy.kind !== 'platform') {
    const pick = (pred: (owners: number[]) => boolean) =>
      world.rows[kind].find((r) => pred(ownersOf(def, r, world)))?.id as number | undefined;
    const own = (o: number[]) => sees(actor, o, world);
    // The user kind's own target is someone below the actor (itself when it has nobody).
    if (kind === 'user') {
      const below = allUsers.find((u) => u.path.startsWith(actor.path) && u.id !== actor.id) ?? actor;
      return {
        own: below.id,
        sibling: pick((o) => !own(o) && !ownedAbove(actor, o, world)),
        parent: actor.parentId ?? undefined,
      };
    }
    return {
      own: pick(own),
      sibling: pick((o) => o.length > 0 && !own(o) && !ownedAbove(actor, o, world)),
      parent: pick((o) => !own(o) && ownedAbove(actor, o, world)),
    };
  }
  if (kind === 'role') {
    const subtree = new Set([actor.roleId]);
    for (const r of allRoles) if (r.parentId && subtree.has(r.parentId)) subtree.add(r.id);
    const mine = allRoles.find((r) => r.id === actor.roleId)!;
    const ancestors = new Set<number>();
    for (let r = mine; r.parentId; r = allRoles.find((x) => x.id === r.parentId)!) ancestors.add(r.parentId);
    return {
      own: allRoles.find((r) => subtree.has(r.id) && r.id !== actor.roleId)?.id ?? actor.roleId,
      sibling: allRoles.find((r) => !subtree.has(r.id) && !ancestors.has(r.id))?.id,
      parent: mine.parentId ?? undefined,
    };
  }
  return { own: 1, sibling: undefined, parent: undefined };
}

/** Rows of a list answer that the actor should not see, by the registry's tenancy. */
/** The database's fingerprint as last taken, and the rows read under it. */
const state = { digest: '', world: world as Awaited<ReturnType<typeof loadWorld>> | undefined };
/** The rows as they are: read again only when a write changed the database (a failure). */
async function currentWorld() {
  state.world ??= await loadWorld(t.db);
  return state.world;
}

async function leakedRows(kind: Kind, data: unknown, actor: (typeof allUsers)[number]): Promise<number[]> {
  const rows: Record<string, unknown>[] = Array.isArray(data)
    ? data
    : // A page of a list, or of a picker's search (`items`).
      ((((data as { list?: unknown[]; items?: unknown[] })?.list ??
        (data as { items?: unknown[] })?.items) as never) ?? []);
  const ids = rows.map((r) => Number(r.id)).filter(Number.isFinite);
  const def = defOf(kind);
  if (!ids.length || !def || def.tenancy.kind === 'platform') return [];
  const fresh = await currentWorld();
  return fresh.rows[kind]
    .filter((r) => ids.includes(Number(r.id)))
    .filter((r) => !reads(def, actor, r, fresh))
    .map((r) => Number(r.id));
}

/** The routes the matrix calls, by kind (files have a suite of their own: file-access.test.ts). */
const routesByKind = new Map<Kind, typeof routes>();
for (const route of routes)
  if (route.kind && route.kind !== 'file')
    routesByKind.set(route.kind, [...(routesByKind.get(route.kind) ?? []), route]);
/** Each demo user's permissions, read once (logging out does not change them). */
const perms = new Map<string, Promise<Set<string>>>();
const permsOf = (username: string) => {
  if (!perms.has(username))
    perms.set(
      username,
      t
        .as(username, { method: 'GET', url: '/api/ums-user/me' })
        .then((res) => new Set<string>(res.json().data.perms)),
    );
  return perms.get(username)!;
};

describe('role x route x tenant matrix', () => {
  it('classifies every route of the API document', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => !r.kind).map((r) => r.key)).toEqual([]);
  });

  it('sees a single changed field of a single row in its fingerprint', async () => {
    const before = await digest();
    const user = allUsers.find((u) => u.username === 'sales2')!;
    await t.db.execute(sql`update users set name = ${`${user.name}!`} where id = ${user.id}`);
    const changed = await digest();
    await t.db.execute(sql`update users set name = ${user.name} where id = ${user.id}`);
    expect(changed).not.toBe(before);
    expect(await digest()).toBe(before);
  });

  // One test per role and kind of route: each is a few seconds' work whatever the machine's
  // load, and a failure names the kind it lies in.
  for (const username of DEMO)
    for (const [kind, ofKind] of routesByKind)
      it(`${username} x ${kind}: no foreign read or write`, async () => {
        const actor = byName.get(username)!;
        const perms = await permsOf(username);
        const seesAll = allRoles.find((r) => r.id === actor.roleId)!.dataScope === 1;
        const failures: string[] = [];
        state.digest = await digest();
        state.world = undefined;
        for (const route of ofKind) {
          const held = route.permission === 'signed-in' || perms.has('*:*:*') || perms.has(route.permission);
          const targetKind = TARGET_FIELD[route.key]?.kind ?? kind;
          const tg = targets(targetKind, actor);
          const hasTarget =
            /\{(id|userId)\}/.test(route.path) ||
            route.key in TARGET_FIELD ||
            /"(id|roleId|userId)"/.test(JSON.stringify(bodyFor(route.key, kind, 0, actor) ?? {}));
          const cases: [string, number | undefined][] = hasTarget
            ? [
                ['own', tg.own],
                ['sibling', seesAll ? undefined : tg.sibling],
                ['parent', seesAll ? undefined : tg.parent],
              ]
            : [['none', undefined]];
          for (const [which, target] of cases) {
            if (hasTarget && target === undefined) continue;
            const write = route.method !== 'GET';
            if (which === 'own' && write && held) continue; // would really change data; covered by the access tests
            const url = route.path
              .replace('{id}', String(target))
              .replace('{userId}', String(target))
              .replace('{roleCode}', 'MERCHANT')
              .replace('{name}', 'Device')
              .replace('{kind}', 'mainLogo');
            const res = await t.as(username, {
              method: route.method as never,
              url,
              payload: write ? (bodyFor(route.key, kind, target ?? 0, actor) as object) : undefined,
            });
            // A file download (the goods batch template) carries no envelope.
            const body = /json/.test(String(res.headers['content-type'])) ? res.json() : {};
            const label = `${username} ${route.key} [${which} ${target ?? ''}] -> ${res.statusCode} ${body.msg ?? body.error ?? ''}`;
            if (res.statusCode >= 500) failures.push(`5xx: ${label}`);
            if (kind === 'deviceApi') {
              // Console tokens never open the device-facing API.
              if (res.statusCode !== 401) failures.push(`expected 401: ${label}`);
            } else if (!held) {
              if (res.statusCode !== 403) failures.push(`expected 403: ${label}`);
            } else if (which === 'parent' && !write && defOf(kind)?.tenancy.kind === 'catalogue') {
              // Catalogue rows are handed down: those owned above the actor are read, never changed.
              if (res.statusCode !== 200) failures.push(`expected 200 for a row owned above: ${label}`);
            } else if (which === 'sibling' || which === 'parent') {
              const field = TARGET_FIELD[route.key]?.field;
              const namedField = res.statusCode === 400 && field && body.data?.fields?.[field];
              if (![403, 404].includes(res.statusCode) && !namedField)
                failures.push(`foreign target not refused: ${label}`);
            } else if (!write && res.statusCode === 200) {
              const rowKind = route.key in ROW_KIND ? ROW_KIND[route.key] : kind;
              const leaked = rowKind && !seesAll ? await leakedRows(rowKind, body.data, actor) : [];
              if (leaked.length) failures.push(`leaked rows ${leaked.join(',')}: ${label}`);
            }
            if (write) {
              const after = await digest();
              if (after !== state.digest) {
                if (!(which === 'none' && held)) failures.push(`database changed: ${label}`);
                state.digest = after;
                state.world = undefined;
              }
            }
            if (route.path === '/api/oauth/logout') t.forget(username);
          }
        }
        expect(failures).toEqual([]);
      });
});
