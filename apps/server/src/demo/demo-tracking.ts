import { FLOOR_PLAN_MAX_BYTES, type Floor } from '@skin/contract';
import { SYSTEM } from '../data/system';
import { createTrackingDeviceData } from '../data/tracking-devices.data';
import type { Db } from '../db/client';
import { FILE_PURPOSE } from '../modules/files/file-purposes';
import { createFileService } from '../modules/files/files.service';
import { createTopologyService } from '../modules/tracking/topology.service';
import { createTrackedDeviceService } from '../modules/tracking/tracked-devices.service';
import { actorOf } from './demo-devices';

/** Every demo floor: 40 m × 25 m, drawn at 20 px a metre. */
const FLOOR = { width: 40, height: 25 };
const PX = 20;

/** A plain plan: the outline, a corridor and rooms along it, as a PNG drawn by sharp from SVG. */
async function floorPlan(label: string) {
  const w = FLOOR.width * PX;
  const h = FLOOR.height * PX;
  const rooms = Array.from({ length: 8 }, (_, i) => {
    const x = (i % 4) * 10 * PX;
    const y = i < 4 ? 0 : 15 * PX;
    return `<rect x="${x}" y="${y}" width="${10 * PX}" height="${10 * PX}" fill="#f4f7fb" stroke="#6b7a90" stroke-width="3"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#ffffff" stroke="#33415c" stroke-width="8"/>${rooms}
    <text x="${w / 2}" y="${h / 2 + 10}" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#33415c">${label}</text>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ palette: true }).toBuffer();
}

/** A seeded sequence (mulberry32): the demo is the same on every start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Demo MACs: a locally administered prefix, then the kind and a number. */
const mac = (kind: number, n: number) =>
  `02:D0:${kind.toString(16).padStart(2, '0')}:00:${Math.floor(n / 256)
    .toString(16)
    .padStart(2, '0')}:${(n % 256).toString(16).padStart(2, '0')}`.toUpperCase();

/** Gateways at the corners and the long walls' midpoints, 1 m in. */
const GATEWAY_SPOTS = [
  [1, 1],
  [20, 1],
  [39, 1],
  [1, 24],
  [20, 24],
  [39, 24],
  [10, 12.5],
  [30, 12.5],
] as const;

/**
 * The demo hospital (docs/tracking.md): agent1's "Demo hospital" with two buildings, three floors
 * with plans, eight gateways and two beacons a floor, two fences, 20 wristbands and 10 pieces of
 * equipment with positions. Written through the services as agent1, so it passes their checks; what
 * the ingest would write (states, batteries, positions) through the data layer.
 */
export async function seedDemoTracking(db: Db) {
  const agent1 = await actorOf(db, 'agent1');
  const files = createFileService(db);
  const topology = createTopologyService(db, files);
  const devices = createTrackedDeviceService(db);
  const heard = createTrackingDeviceData(db);
  const next = random(20240611);

  const yard = await topology.yards.create(agent1, {
    name: 'Demo hospital',
    address: '88 Lotus Road, Shanghai',
    remark: 'Demo data',
  });
  const plan = async (name: string) =>
    (
      await files.store(
        agent1,
        FILE_PURPOSE.floorPlan,
        { kind: 'image', maxBytes: FLOOR_PLAN_MAX_BYTES },
        `${name}.png`,
        await floorPlan(name),
      )
    ).id;
  const inpatient = await topology.buildings.create(agent1, {
    yardId: yard.id,
    name: 'Inpatient building',
    sort: 1,
  });
  const outpatient = await topology.buildings.create(agent1, {
    yardId: yard.id,
    name: 'Outpatient building',
    sort: 2,
  });
  const floors: Floor[] = [];
  for (const [building, level, name] of [
    [inpatient.id, 1, 'Inpatient 1F'],
    [inpatient.id, 2, 'Inpatient 2F'],
    [outpatient.id, 1, 'Outpatient 1F'],
  ] as const)
    floors.push(
      await topology.floors.create(agent1, {
        buildingId: building,
        name,
        level,
        ...FLOOR,
        planFileId: await plan(name),
        txPower: -59,
        exponent: 2.4,
      }),
    );

  let n = 0;
  for (const floor of floors) {
    for (const [i, [x, y]] of GATEWAY_SPOTS.entries())
      await devices.gateways.create(agent1, {
        floorId: floor.id,
        name: `${floor.name} G${i + 1}`,
        mac: mac(1, ++n),
        x,
        y,
        height: 2.5,
      });
    for (const [i, x] of [12, 28].entries()) {
      const beacon = await devices.beacons.create(agent1, {
        floorId: floor.id,
        name: `${floor.name} B${i + 1}`,
        mac: mac(2, ++n),
        x,
        y: 12.5,
      });
      await heard.beacons.update(db, SYSTEM, beacon.id, { battery: 60 + i * 30, state: 'normal' });
    }
  }

  const at = Date.UTC(2024, 5, 11, 9, 0, 0);
  const STATES = ['normal', 'normal', 'normal', 'lowPower', 'off'] as const;
  const position = (i: number) => {
    const floor = floors[i % floors.length];
    const state = STATES[Math.floor(next() * STATES.length)];
    return {
      state,
      battery: state === 'lowPower' ? 10 + Math.floor(next() * 9) : 30 + Math.floor(next() * 70),
      floorId: floor.id,
      x: Math.round(next() * FLOOR.width * 10) / 10,
      y: Math.round(next() * FLOOR.height * 10) / 10,
      lastHeardAt: new Date(at - Math.floor(next() * 600) * 1000),
    };
  };
  const brandIds: number[] = [];
  for (let i = 0; i < 20; i++) {
    const brand = await devices.brands.create(agent1, {
      yardId: yard.id,
      name: `Wristband ${String(i + 1).padStart(2, '0')}`,
      mac: mac(3, i + 1),
      wearer: `Bed ${101 + i}`,
      isOn: i < 18,
    });
    await heard.brands.update(db, SYSTEM, brand.id, position(i));
    brandIds.push(brand.id);
  }
  const KINDS = ['Infusion pump', 'Wheelchair', 'Monitor', 'Ventilator', 'Defibrillator'];
  const equipmentIds: number[] = [];
  for (let i = 0; i < 10; i++) {
    const item = await devices.equipment.create(agent1, {
      yardId: yard.id,
      name: `${KINDS[i % KINDS.length]} ${Math.floor(i / KINDS.length) + 1}`,
      mac: mac(4, i + 1),
      kind: KINDS[i % KINDS.length],
    });
    await heard.equipment.update(db, SYSTEM, item.id, position(i));
    equipmentIds.push(item.id);
  }

  await devices.fences.create(agent1, {
    floorId: floors[1].id,
    name: 'Ward 2F: stay on the ward',
    polygon: [
      [0.5, 0.5],
      [39.5, 0.5],
      [39.5, 24.5],
      [0.5, 24.5],
    ],
    kind: 'mustStayInside',
    brandIds: brandIds.slice(0, 10),
    equipmentIds: [],
    active: true,
  });
  await devices.fences.create(agent1, {
    floorId: floors[0].id,
    name: 'Pharmacy: keep out',
    polygon: [
      [30, 15],
      [40, 15],
      [40, 25],
      [30, 25],
    ],
    kind: 'mustStayOut',
    brandIds: brandIds.slice(10),
    equipmentIds: equipmentIds.slice(0, 5),
    active: true,
  });
}
