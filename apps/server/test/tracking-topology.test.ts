import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brands, buildings, fences, floors, gateways, users } from '../src/db/schema';
import { createTestApp } from './harness';

/**
 * The hospital topology through the API as the demo roles (docs/tracking.md): each resource's
 * CRUD, the yard's tenancy reaching every row below it, MACs, fences, positions on a floor, the
 * product's nav-manage lists and the floor plan's access.
 */
const t = await createTestApp();
const call = (who: string, method: string, url: string, payload?: object) =>
  t.as(who, { method: method as never, url, payload });
const ok = async (who: string, method: string, url: string, payload?: object) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const fieldOf = (res: { json(): { data: { fieldMessages?: Record<string, { key: string }> } } }) =>
  res.json().data.fieldMessages;

let macs = 0;
/** A MAC no other row holds, written with dashes in lower case. */
const freshMac = () => `0e-77-00-00-00-${(++macs).toString(16).padStart(2, '0')}`;

/** A yard of agent1's with a building and a 20 m × 10 m floor. */
async function topology(name: string) {
  const yard = await ok('agent1', 'POST', '/api/nav-manage/yard', { name });
  const building = await ok('agent1', 'POST', '/api/nav-manage/building', { yardId: yard.id, name: 'Main' });
  const floor = await ok('agent1', 'POST', '/api/nav-manage/floor', {
    buildingId: building.id,
    name: '1F',
    level: 1,
    width: 20,
    height: 10,
  });
  return { yard, building, floor };
}

const square = [
  [1, 1],
  [5, 1],
  [5, 5],
  [1, 5],
];

describe('hospital topology', () => {
  it('creates, reads, changes and deletes every resource as agent1, children carrying the yard owner', async () => {
    const agent1 = await idOf('agent1');
    const { yard, building, floor } = await topology('CRUD hospital');
    expect(yard).toMatchObject({ ownerId: agent1, ownerName: 'East China agent' });
    expect(building).toMatchObject({ yardId: yard.id, ownerId: agent1 });
    expect(floor).toMatchObject({ yardId: yard.id, buildingId: building.id, ownerId: agent1, width: 20 });

    const gateway = await ok('agent1', 'POST', '/api/nav-manage/gateway', {
      floorId: floor.id,
      name: 'G1',
      mac: freshMac(),
      x: 20,
      y: 10,
    });
    expect(gateway).toMatchObject({ yardId: yard.id, ownerId: agent1, state: 'normal', height: 2.5 });
    const beacon = await ok('agent1', 'POST', '/api/nav-manage/beacon', {
      floorId: floor.id,
      name: 'B1',
      mac: freshMac(),
      x: 3,
      y: 3,
    });
    const brand = await ok('agent1', 'POST', '/api/nav-manage/brand', {
      yardId: yard.id,
      name: 'W1',
      mac: freshMac(),
      wearer: 'Bed 1',
    });
    expect(brand).toMatchObject({ isOn: true, state: 'off', ownerId: agent1 });
    const item = await ok('agent1', 'POST', '/api/nav-manage/equipment', {
      yardId: yard.id,
      name: 'Pump',
      mac: freshMac(),
      kind: 'Infusion pump',
    });
    const fence = await ok('agent1', 'POST', '/api/nav-manage/fence', {
      floorId: floor.id,
      name: 'Ward',
      polygon: square,
      kind: 'mustStayInside',
      brandIds: [brand.id],
      equipmentIds: [item.id],
    });
    expect(fence).toMatchObject({ active: true, brandIds: [brand.id], equipmentIds: [item.id] });

    const edits: [string, object][] = [
      ['yard', { id: yard.id, address: '1 Main Street' }],
      ['building', { id: building.id, sort: 3 }],
      ['floor', { id: floor.id, txPower: -65, exponent: 2.5 }],
      ['gateway', { id: gateway.id, x: 5, mac: 'AABB.CC00.0001' }],
      ['beacon', { id: beacon.id, name: 'B1 renamed' }],
      ['brand', { id: brand.id, wearer: 'Bed 2' }],
      ['equipment', { id: item.id, kind: 'Monitor' }],
      ['fence', { id: fence.id, kind: 'mustStayOut' }],
    ];
    for (const [path, body] of edits) {
      const changed = await ok('agent1', 'PATCH', `/api/nav-manage/${path}`, body);
      const read = await ok('agent1', 'GET', `/api/nav-manage/${path}/id/${(body as { id: number }).id}`);
      expect(read).toEqual(changed);
    }
    expect((await ok('agent1', 'GET', `/api/nav-manage/gateway/id/${gateway.id}`)).mac).toBe(
      'AA:BB:CC:00:00:01',
    );
    await ok('agent1', 'PATCH', '/api/nav-manage/fence/activate', { id: fence.id, active: false });
    await ok('agent1', 'PATCH', '/api/nav-manage/brand/switch', { id: brand.id, isOn: false });
    expect((await ok('agent1', 'GET', `/api/nav-manage/fence/id/${fence.id}`)).active).toBe(false);
    expect((await ok('agent1', 'GET', `/api/nav-manage/brand/id/${brand.id}`)).isOn).toBe(false);

    // A deleted wristband leaves the fences that named it.
    await ok('agent1', 'DELETE', `/api/nav-manage/brand/id/${brand.id}`);
    expect((await ok('agent1', 'GET', `/api/nav-manage/fence/id/${fence.id}`)).brandIds).toEqual([]);
    for (const [path, id] of [
      ['gateway', gateway.id],
      ['beacon', beacon.id],
      ['equipment', item.id],
      ['fence', fence.id],
      ['floor', floor.id],
      ['building', building.id],
      ['yard', yard.id],
    ] as const) {
      await ok('agent1', 'DELETE', `/api/nav-manage/${path}/id/${id}`);
      expect((await call('agent1', 'GET', `/api/nav-manage/${path}/id/${id}`)).statusCode).toBe(404);
    }
  });

  it('shows a yard and its rows to its owner line only, and lets only the owner and those above change them', async () => {
    const { yard, building, floor } = await topology('Tenancy hospital');
    const gateway = await ok('agent1', 'POST', '/api/nav-manage/gateway', {
      floorId: floor.id,
      name: 'G',
      mac: freshMac(),
      x: 1,
      y: 1,
    });
    const rows: [string, number][] = [
      ['yard', yard.id],
      ['building', building.id],
      ['floor', floor.id],
      ['gateway', gateway.id],
    ];
    for (const [path, id] of rows) {
      // A sibling agent sees none of it.
      expect((await call('agent2', 'GET', `/api/nav-manage/${path}/id/${id}`)).statusCode).toBe(404);
      const list = await ok('agent2', 'GET', `/api/nav-manage/${path}?pageSize=50`);
      expect(list.list.map((r: { id: number }) => r.id)).not.toContain(id);
      // The merchant below reads it, and cannot change it.
      expect((await ok('merchant1', 'GET', `/api/nav-manage/${path}/id/${id}`)).id).toBe(id);
      expect(
        (await call('merchant1', 'PATCH', `/api/nav-manage/${path}`, { id, name: 'mine' })).statusCode,
      ).toBe(404);
      expect((await call('merchant1', 'DELETE', `/api/nav-manage/${path}/id/${id}`)).statusCode).toBe(404);
    }
    // Writing below it is refused on the parent's field.
    const below = await call('merchant1', 'POST', '/api/nav-manage/building', { yardId: yard.id, name: 'X' });
    expect(below.statusCode).toBe(400);
    expect(fieldOf(below)).toEqual({ yardId: { key: 'yardNotFound' } });
    const foreign = await call('agent2', 'POST', '/api/nav-manage/gateway', {
      floorId: floor.id,
      name: 'X',
      mac: freshMac(),
      x: 1,
      y: 1,
    });
    expect(fieldOf(foreign)).toEqual({ floorId: { key: 'floorNotFound' } });

    // An owner must be an agent or merchant of the caller's tree.
    const [merchant1, agent2, sales1] = [await idOf('merchant1'), await idOf('agent2'), await idOf('sales1')];
    for (const ownerId of [agent2, sales1]) {
      const res = await call('agent1', 'POST', '/api/nav-manage/yard', { name: 'Bad owner', ownerId });
      expect(fieldOf(res)).toEqual({ ownerId: { key: 'chooseYardOwner' } });
    }
    expect(fieldOf(await call('admin', 'POST', '/api/nav-manage/yard', { name: 'No owner' }))).toEqual({
      ownerId: { key: 'chooseYardOwner' },
    });

    // Handed to the merchant, the yard and every row on it move together: the merchant changes them now.
    await ok('agent1', 'PATCH', '/api/nav-manage/yard', { id: yard.id, ownerId: merchant1 });
    for (const table of [buildings, floors, gateways]) {
      const owners = await t.db.select({ o: table.ownerId }).from(table).where(eq(table.yardId, yard.id));
      expect(owners.map((r) => r.o)).toEqual(owners.map(() => merchant1));
    }
    await ok('merchant1', 'PATCH', '/api/nav-manage/gateway', { id: gateway.id, name: 'Merchant gate' });
    // Salespeople and store managers have no part in it.
    for (const who of ['sales1', 'manager1'])
      expect((await call(who, 'GET', '/api/nav-manage/yard')).statusCode).toBe(403);
  });

  it('stores MACs normalised, refuses what is not one, and keeps them unique per kind', async () => {
    const { yard, floor } = await topology('MAC hospital');
    const gateway = (mac: string) =>
      call('agent1', 'POST', '/api/nav-manage/gateway', { floorId: floor.id, name: 'G', mac, x: 1, y: 1 });
    const first = await gateway('aa-bb-cc-dd-ee-f1');
    expect(first.json().data.mac).toBe('AA:BB:CC:DD:EE:F1');
    const clash = await gateway('AABB.CCDD.EEF1');
    expect(clash.statusCode).toBe(409);
    expect(fieldOf(clash)).toEqual({ mac: { key: 'duplicateValue' } });
    for (const bad of ['AA:BB:CC:DD:EE', 'GG:BB:CC:DD:EE:FF', 'AA:BB-CC:DD:EE:FF']) {
      const res = await gateway(bad);
      expect(res.statusCode).toBe(400);
      expect(fieldOf(res)).toEqual({ mac: { key: 'macInvalid' } });
    }
    // Another kind may hold the same MAC; a second wristband may not.
    const brand = (mac: string) =>
      call('agent1', 'POST', '/api/nav-manage/brand', { yardId: yard.id, name: 'W', mac });
    expect((await brand('aabbccddeef1')).statusCode).toBe(200);
    expect((await brand('AA:BB:CC:DD:EE:F1')).statusCode).toBe(409);
    expect(await t.db.select().from(brands).where(eq(brands.mac, 'AA:BB:CC:DD:EE:F1'))).toHaveLength(1);
  });

  it('refuses a point outside its floor, and each reason a fence polygon is refused, on the field', async () => {
    const { floor } = await topology('Fence hospital');
    const outside = await call('agent1', 'POST', '/api/nav-manage/gateway', {
      floorId: floor.id,
      name: 'G',
      mac: freshMac(),
      x: 20.5,
      y: 2,
    });
    expect(outside.statusCode).toBe(400);
    expect(fieldOf(outside)).toEqual({ x: { key: 'outsideFloor' } });
    expect(outside.json().data.message).toEqual({ key: 'outsideFloor', params: { width: 20, height: 10 } });
    const fence = (polygon: number[][]) =>
      call('agent1', 'POST', '/api/nav-manage/fence', {
        floorId: floor.id,
        name: 'F',
        polygon,
        kind: 'mustStayOut',
      });
    const cases: [string, number[][]][] = [
      [
        'fenceTooFewPoints',
        [
          [1, 1],
          [2, 2],
        ],
      ],
      [
        'fenceTooManyPoints',
        Array.from({ length: 201 }, (_, i) => [5 + 4 * Math.cos(i / 32), 5 + 4 * Math.sin(i / 32)]),
      ],
      [
        'fenceOutsideFloor',
        [
          [1, 1],
          [25, 1],
          [1, 5],
        ],
      ],
      [
        'fenceRepeatedPoint',
        [
          [1, 1],
          [1, 1],
          [5, 1],
          [1, 5],
        ],
      ],
      [
        'fenceSelfIntersects',
        [
          [1, 1],
          [5, 5],
          [5, 1],
          [1, 5],
        ],
      ],
      [
        'fenceZeroArea',
        [
          [1, 1],
          [1.01, 1],
          [1, 1.01],
        ],
      ],
    ];
    const before = await t.db.select().from(fences);
    for (const [key, polygon] of cases) {
      const res = await fence(polygon);
      expect(res.statusCode, key).toBe(400);
      expect(fieldOf(res), key).toEqual({ polygon: { key } });
    }
    expect(await t.db.select().from(fences)).toHaveLength(before.length);
    // A fence names only its own yard's tags.
    const other = await topology('Other hospital');
    const foreignBrand = await ok('agent1', 'POST', '/api/nav-manage/brand', {
      yardId: other.yard.id,
      name: 'W',
      mac: freshMac(),
    });
    const res = await call('agent1', 'POST', '/api/nav-manage/fence', {
      floorId: floor.id,
      name: 'F',
      polygon: square,
      kind: 'mustStayOut',
      brandIds: [foreignBrand.id],
    });
    expect(fieldOf(res)).toEqual({ brandIds: { key: 'fenceTargetsOutsideYard' } });
    // A floor's path-loss parameters are the engine's to judge.
    const loss = await call('agent1', 'PATCH', '/api/nav-manage/floor', { id: floor.id, exponent: 9 });
    expect(fieldOf(loss)).toEqual({ exponent: { key: 'pathLossExponent' } });
  });

  it('answers GET /nav-manage/brand and /nav-manage/equipment as every list, paged and filtered', async () => {
    const { yard } = await topology('Paging hospital');
    for (let i = 0; i < 7; i++)
      await ok('agent1', 'POST', '/api/nav-manage/brand', {
        yardId: yard.id,
        name: i < 4 ? `Ward A ${i}` : `Ward B ${i}`,
        mac: freshMac(),
        isOn: i % 2 === 0,
      });
    for (let i = 0; i < 3; i++)
      await ok('agent1', 'POST', '/api/nav-manage/equipment', {
        yardId: yard.id,
        name: `Pump ${i}`,
        mac: freshMac(),
      });
    const first = await ok('agent1', 'GET', `/api/nav-manage/brand?pageNum=1&pageSize=5&yardId=${yard.id}`);
    expect(first).toMatchObject({ total: 7, pageNum: 1, pageSize: 5 });
    expect(first.list).toHaveLength(5);
    const second = await ok('agent1', 'GET', `/api/nav-manage/brand?pageNum=2&pageSize=5&yardId=${yard.id}`);
    expect(second.list).toHaveLength(2);
    const named = await ok('agent1', 'GET', `/api/nav-manage/brand?yardId=${yard.id}&name=ward%20a`);
    expect(named.total).toBe(4);
    const on = await ok('agent1', 'GET', `/api/nav-manage/brand?yardId=${yard.id}&isOn=true`);
    expect(on.total).toBe(4);
    expect(on.list.every((b: { isOn: boolean }) => b.isOn)).toBe(true);
    expect((await ok('agent1', 'GET', `/api/nav-manage/brand?yardId=${yard.id}&state=off`)).total).toBe(7);
    expect((await ok('agent1', 'GET', `/api/nav-manage/brand?yardId=${yard.id}&state=normal`)).total).toBe(0);
    const equipment = await ok(
      'agent1',
      'GET',
      `/api/nav-manage/equipment?pageNum=1&pageSize=10&yardId=${yard.id}`,
    );
    expect(equipment).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
    // The demo hospital's positions, states and filters, as its owner's line and nobody else sees them.
    const demo = await ok('agent1', 'GET', '/api/nav-manage/yard?name=Demo%20hospital');
    const demoId = demo.list[0].id;
    const demoBrands = await ok('merchant1', 'GET', `/api/nav-manage/brand?yardId=${demoId}&pageSize=50`);
    expect(demoBrands.total).toBe(20);
    expect(demoBrands.list.every((b: { floorId: number | null }) => b.floorId !== null)).toBe(true);
    expect((await ok('agent2', 'GET', `/api/nav-manage/brand?yardId=${demoId}`)).total).toBe(0);
    expect((await call('agent1', 'GET', '/api/nav-manage/brand?state=lost')).statusCode).toBe(400);
    expect((await call('agent1', 'GET', '/api/nav-manage/brand?pageSize=7')).statusCode).toBe(400);
  });

  it('serves a floor plan to those who see its yard, and to nobody else', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const boundary = '----plan';
    const upload = (bytes: Buffer, name = 'plan.png') =>
      t.as('agent1', {
        method: 'POST',
        url: '/api/nav-manage/floor/plan',
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const notImage = await upload(Buffer.from('not an image at all'), 'plan.png');
    expect(notImage.statusCode).toBe(400);
    const stored = await upload(png);
    expect(stored.statusCode, stored.body).toBe(200);
    const fileId = stored.json().data.id;
    const { floor } = await topology('Plan hospital');
    const withPlan = await ok('agent1', 'PATCH', '/api/nav-manage/floor', {
      id: floor.id,
      planFileId: fileId,
    });
    // Fetched with each caller's own token (the upload's answer carries a signed link instead).
    const url = withPlan.planUrl;
    expect(url).toBe(`/api/files/${fileId}`);
    // Readers of the yard: platform staff, its owner and the merchant below; nobody else, with or
    // without floor permissions (store managers and salespeople hold none).
    const expected: Record<string, number> = {
      admin: 200,
      operator: 200,
      agent1: 200,
      merchant1: 200,
      agent2: 404,
      merchant2: 404,
      manager1: 404,
      manager2: 404,
      sales1: 404,
      sales2: 404,
    };
    for (const [who, status] of Object.entries(expected))
      expect((await call(who, 'GET', url)).statusCode, who).toBe(status);
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(404);
  });
});
