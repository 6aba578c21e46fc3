import { describe, expect, it } from 'vitest';
import { chooseFloor } from './floor-choice';
import { type FloorSpec, type GatewayReading, locate } from './locate';
import { rssiAtDistance } from './path-loss';

const floors = new Map<string, FloorSpec>([
  ['f1', { width: 12, height: 12 }],
  ['f2', { width: 12, height: 12 }],
]);

/** Clean readings of a tag 1 m up at `truth` by gateways 2.5 m up. */
function heard(
  truth: { x: number; y: number },
  gateways: { x: number; y: number }[],
  floorId = 'f1',
): GatewayReading[] {
  return gateways.map((g, i) => ({
    gatewayId: `${floorId}-${i}`,
    floorId,
    x: g.x,
    y: g.y,
    height: 2.5,
    rssi: rssiAtDistance(Math.hypot(truth.x - g.x, truth.y - g.y, 1.5)),
  }));
}

const square = [
  { x: 0, y: 0 },
  { x: 12, y: 0 },
  { x: 12, y: 12 },
  { x: 0, y: 12 },
];

describe('locate', () => {
  it('finds a tag within centimetres from 3 and 4 gateways on clean readings', () => {
    for (const truth of [
      { x: 3, y: 4 },
      { x: 9.5, y: 1.2 },
      { x: 6, y: 6 },
    ]) {
      for (const gateways of [square.slice(0, 3), square]) {
        const located = locate(heard(truth, gateways), floors)!;
        expect(located.method).toBe('multilateration');
        expect(Math.hypot(located.x - truth.x, located.y - truth.y)).toBeLessThan(0.03);
        expect(located.uncertainty).toBeLessThan(0.1);
      }
    }
  });

  it('takes ranged distances as well as levels', () => {
    const truth = { x: 7, y: 2 };
    const readings = square.map((g, i) => ({
      gatewayId: `g${i}`,
      floorId: 'f1',
      ...g,
      height: 1,
      distance: Math.hypot(truth.x - g.x, truth.y - g.y),
    }));
    const located = locate(readings, floors)!;
    expect(Math.hypot(located.x - truth.x, located.y - truth.y)).toBeLessThan(0.03);
  });

  it('falls back to the weighted centroid, never NaN, with collinear gateways', () => {
    const line = [1.5, 4.5, 7.5, 10.5].map((x) => ({ x, y: 6 }));
    for (const truth of [
      { x: 3, y: 9 },
      { x: 6, y: 6 },
      { x: 11, y: 1 },
    ]) {
      const located = locate(heard(truth, line), floors)!;
      expect(located).toMatchObject({ method: 'centroid', fallback: 'collinear', gateways: 4 });
      expect(located.y).toBeCloseTo(6);
      expect(Number.isFinite(located.x) && Number.isFinite(located.uncertainty)).toBe(true);
    }
  });

  it('falls back with fewer than 3 gateways, one gateway giving its own position', () => {
    const one = locate(heard({ x: 5, y: 5 }, [{ x: 4, y: 4 }]), floors)!;
    expect(one).toMatchObject({ x: 4, y: 4, method: 'centroid', fallback: 'fewGateways', gateways: 1 });
    const two = locate(heard({ x: 5, y: 5 }, square.slice(0, 2)), floors)!;
    expect(two.fallback).toBe('fewGateways');
    expect(two.x).toBeGreaterThan(0);
    expect(two.x).toBeLessThan(12);
  });

  it('puts a tag outside the gateways hull near where it is, inside the floor', () => {
    const inner = [
      { x: 4, y: 4 },
      { x: 8, y: 4 },
      { x: 8, y: 8 },
      { x: 4, y: 8 },
    ];
    const truth = { x: 11, y: 1 };
    const located = locate(heard(truth, inner), floors)!;
    expect(located.method).toBe('multilateration');
    expect(Math.hypot(located.x - truth.x, located.y - truth.y)).toBeLessThan(0.1);
    // Readings that place the tag beyond the wall land on the wall.
    const beyond = locate(heard({ x: 14, y: 6 }, inner), floors)!;
    expect(beyond.x).toBe(12);
    expect(Math.abs(beyond.y - 6)).toBeLessThan(0.5);
  });

  it('shrugs off one reading far too long', () => {
    const truth = { x: 5, y: 7 };
    const eight = [...square, { x: 6, y: 0 }, { x: 12, y: 6 }, { x: 6, y: 12 }, { x: 0, y: 6 }];
    const readings = heard(truth, eight);
    readings[2].rssi = rssiAtDistance(Math.hypot(truth.x - 12, truth.y - 12, 1.5) * 2);
    const located = locate(readings, floors)!;
    expect(Math.hypot(located.x - truth.x, located.y - truth.y)).toBeLessThan(0.1);
    expect(located.gateways).toBe(7);
  });

  it('ignores unknown floors and broken readings, and answers null without any reading', () => {
    expect(locate([], floors)).toBeNull();
    const stray = { gatewayId: 'x', floorId: 'nowhere', x: 1, y: 1, height: 2.5, rssi: -50 };
    expect(locate([stray], floors)).toBeNull();
    const broken = { ...stray, floorId: 'f1', x: Number.NaN };
    const located = locate([...heard({ x: 2, y: 3 }, square), broken], floors)!;
    expect(located.gateways).toBe(4);
  });
});

describe('chooseFloor', () => {
  it('picks the floor whose three nearest gateways are nearest', () => {
    const candidate = (floorId: string, distance: number) => ({ floorId, distance, maxDistance: 30 });
    // One loud gateway through the ceiling loses to three good ones on the tag's floor.
    expect(
      chooseFloor([candidate('up', 1), candidate('here', 2), candidate('here', 3), candidate('here', 4)]),
    ).toBe('here');
    expect(chooseFloor([candidate('b', 2), candidate('a', 2)])).toBe('a');
    expect(chooseFloor([])).toBeNull();
  });

  it('locates on the floor that heard the tag best', () => {
    const readings = [
      ...heard({ x: 3, y: 3 }, square, 'f2'),
      ...heard({ x: 9, y: 9 }, square.slice(0, 1), 'f1'),
    ];
    readings[readings.length - 1].rssi = -50;
    expect(locate(readings, floors)!.floorId).toBe('f2');
  });
});
