import type { FloorSize, Point } from './geometry';
import type { GatewayReading } from './locate';
import { DEFAULT_PATH_LOSS, type PathLossParams, rssiAtDistance } from './path-loss';
import { type Random, seededRandom } from './random';

export type Layout = 'perimeter8' | 'grid16' | 'sparse4' | 'collinear4';

/** The benchmark's floor: 12 m × 12 m, gateways 2.5 m up, tags worn 1 m up. */
export const BENCH_FLOOR: FloorSize = { width: 12, height: 12 };
export const BENCH_GATEWAY_HEIGHT = 2.5;
export const BENCH_TAG_HEIGHT = 1;
export const BENCH_FLOOR_ID = 'bench';

const LAYOUTS: Record<Layout, Point[]> = {
  // Corners and wall midpoints.
  perimeter8: [
    { x: 0, y: 0 },
    { x: 6, y: 0 },
    { x: 12, y: 0 },
    { x: 12, y: 6 },
    { x: 12, y: 12 },
    { x: 6, y: 12 },
    { x: 0, y: 12 },
    { x: 0, y: 6 },
  ],
  // A 4 × 4 grid, each gateway in the middle of a 3 m cell.
  grid16: [1.5, 4.5, 7.5, 10.5].flatMap((y) => [1.5, 4.5, 7.5, 10.5].map((x) => ({ x, y }))),
  // One per corner, a metre in from the walls.
  sparse4: [
    { x: 1, y: 1 },
    { x: 11, y: 1 },
    { x: 11, y: 11 },
    { x: 1, y: 11 },
  ],
  // A corridor's line across the middle of the floor.
  collinear4: [1.5, 4.5, 7.5, 10.5].map((x) => ({ x, y: 6 })),
};

export function layoutGateways(layout: Layout): Point[] {
  return LAYOUTS[layout].map((p) => ({ ...p }));
}

export interface Scenario {
  layout: Layout;
  /** The range error's standard deviation, metres. */
  noise: number;
  /** The share of readings heard through a wall, and how much longer the wall makes them. */
  wallShare: number;
  wallFactor: number;
  /** The share of readings that are outliers, and how much longer they are. */
  outlierShare: number;
  outlierFactor: number;
  pathLoss: PathLossParams;
}

/** The benchmark's disturbances: 30 % of readings through a wall (+30 %), 5 % outliers (× 2). */
export function benchScenario(layout: Layout, noise: number): Scenario {
  return {
    layout,
    noise,
    wallShare: 0.3,
    wallFactor: 1.3,
    outlierShare: 0.05,
    outlierFactor: 2,
    pathLoss: DEFAULT_PATH_LOSS,
  };
}

/** A scenario without noise, walls or outliers: what each layout can do at best. */
export function cleanScenario(layout: Layout): Scenario {
  return { ...benchScenario(layout, 0), wallShare: 0, outlierShare: 0 };
}

/**
 * What every gateway of the scenario reports for a tag at `truth`: the true slant distance with
 * Gaussian noise, maybe lengthened by a wall, maybe an outlier, turned into a level in dBm by the
 * path-loss model (the locator turns it back).
 */
export function simulateReadings(scenario: Scenario, truth: Point, random: Random): GatewayReading[] {
  return LAYOUTS[scenario.layout].map((gateway, i) => {
    const dz = BENCH_GATEWAY_HEIGHT - BENCH_TAG_HEIGHT;
    let distance =
      Math.hypot(truth.x - gateway.x, truth.y - gateway.y, dz) + scenario.noise * random.normal();
    if (random.next() < scenario.wallShare) distance *= scenario.wallFactor;
    if (random.next() < scenario.outlierShare) distance *= scenario.outlierFactor;
    return {
      gatewayId: `g${i + 1}`,
      floorId: BENCH_FLOOR_ID,
      x: gateway.x,
      y: gateway.y,
      height: BENCH_GATEWAY_HEIGHT,
      rssi: rssiAtDistance(distance, scenario.pathLoss),
    };
  });
}

export interface Sample {
  truth: Point;
  readings: GatewayReading[];
}

/** `count` tag positions spread uniformly over the floor, each with its readings; same seed, same samples. */
export function simulate(scenario: Scenario, count: number, seed: number): Sample[] {
  const random = seededRandom(seed);
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const truth = { x: random.next() * BENCH_FLOOR.width, y: random.next() * BENCH_FLOOR.height };
    samples.push({ truth, readings: simulateReadings(scenario, truth, random) });
  }
  return samples;
}
