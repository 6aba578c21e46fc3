import type { Anchor } from './anchor';
import { weightedCentroid } from './centroid';
import { chooseFloor } from './floor-choice';
import { clampToFloor, type FloorSize, type Point } from './geometry';
import { DEFAULT_SOLVER, multilaterate, type SolverOptions } from './multilaterate';
import { DEFAULT_PATH_LOSS, distanceFromRssi, type PathLossParams } from './path-loss';

/** A gateway that heard the tag within the window, with a level in dBm or a distance it ranged. */
export interface GatewayReading extends Point {
  gatewayId: string;
  floorId: string;
  /** Metres above the floor. */
  height: number;
  rssi?: number;
  /** Metres; used instead of `rssi` when given. */
  distance?: number;
}

/** A floor the locator may place a tag on, with its own path-loss parameters if it has any. */
export interface FloorSpec extends FloorSize {
  pathLoss?: PathLossParams;
}

export interface LocateOptions {
  /** Metres above the floor a tag is worn (a wristband at about 1 m). */
  tagHeight: number;
  /** Across their main line (metres, RMS), gateways spread less than this cannot tell the sides apart. */
  minSpread: number;
  /** The largest condition number of the fit's normal matrix still trusted. */
  maxCondition: number;
  /** The nearest gateways used on the chosen floor, so a crowded floor costs a bounded fit. */
  maxGateways: number;
  solver: SolverOptions;
}

export const DEFAULT_LOCATE: LocateOptions = {
  tagHeight: 1,
  minSpread: 0.5,
  maxCondition: 1e6,
  maxGateways: 16,
  solver: DEFAULT_SOLVER,
};

export type LocateFallback = 'fewGateways' | 'collinear' | 'illConditioned';

export interface Location extends Point {
  floorId: string;
  method: 'multilateration' | 'centroid';
  /** Why the centroid was used, when it was. */
  fallback?: LocateFallback;
  /** One standard error of the position, metres (radial). */
  uncertainty: number;
  /** How many gateways the position rests on. */
  gateways: number;
}

/** The smaller eigenvalue of the gateways' horizontal scatter: zero when they stand on one line. */
function crossSpread(anchors: readonly Anchor[]): number {
  const n = anchors.length;
  const mx = anchors.reduce((s, a) => s + a.x, 0) / n;
  const my = anchors.reduce((s, a) => s + a.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const a of anchors) {
    sxx += (a.x - mx) ** 2 / n;
    sxy += ((a.x - mx) * (a.y - my)) / n;
    syy += (a.y - my) ** 2 / n;
  }
  const half = (sxx + syy) / 2;
  return Math.max(half - Math.sqrt(((sxx - syy) / 2) ** 2 + sxy * sxy), 0);
}

function conditionNumber(c: { xx: number; xy: number; yy: number }): number {
  const half = (c.xx + c.yy) / 2;
  const radius = Math.sqrt(((c.xx - c.yy) / 2) ** 2 + c.xy * c.xy);
  const smallest = half - radius;
  return smallest > 0 ? (half + radius) / smallest : Number.POSITIVE_INFINITY;
}

/**
 * Where a tag is, from the gateways that heard it within the window: the floor first
 * (floor-choice.ts), then on that floor multilateration (multilaterate.ts) from the weighted
 * centroid and from the nearest gateway, keeping the better fit. The weighted centroid is the
 * answer instead with fewer than 3 gateways, with gateways on one line (their mirror image fits
 * as well) or when the fit's normal matrix is ill-conditioned. Always inside the floor, never NaN;
 * null when no reading is on a known floor.
 */
export function locate(
  readings: readonly GatewayReading[],
  floors: ReadonlyMap<string, FloorSpec>,
  options: LocateOptions = DEFAULT_LOCATE,
): Location | null {
  const ranged: (GatewayReading & { range: number })[] = [];
  for (const reading of readings) {
    const floor = floors.get(reading.floorId);
    if (
      !floor ||
      !Number.isFinite(reading.x) ||
      !Number.isFinite(reading.y) ||
      !Number.isFinite(reading.height)
    )
      continue;
    const pathLoss = floor.pathLoss ?? DEFAULT_PATH_LOSS;
    const range =
      reading.distance !== undefined && Number.isFinite(reading.distance)
        ? Math.min(Math.max(reading.distance, pathLoss.minDistance), pathLoss.maxDistance)
        : distanceFromRssi(reading.rssi ?? Number.NaN, pathLoss);
    ranged.push({ ...reading, range });
  }
  const floorId = chooseFloor(
    ranged.map((r) => ({
      floorId: r.floorId,
      distance: r.range,
      maxDistance: (floors.get(r.floorId)!.pathLoss ?? DEFAULT_PATH_LOSS).maxDistance,
    })),
  );
  if (floorId === null) return null;
  const floor = floors.get(floorId)!;
  const anchors: Anchor[] = ranged
    .filter((r) => r.floorId === floorId)
    .sort((a, b) => a.range - b.range)
    .slice(0, options.maxGateways)
    .map((r) => ({ x: r.x, y: r.y, dz: r.height - options.tagHeight, distance: r.range }));

  const centroid = weightedCentroid(anchors);
  const fallBack = (fallback: LocateFallback): Location => ({
    ...clampToFloor(centroid, floor),
    floorId,
    method: 'centroid',
    fallback,
    uncertainty: centroid.uncertainty,
    gateways: anchors.length,
  });
  if (anchors.length < 3) return fallBack('fewGateways');
  if (crossSpread(anchors) < options.minSpread ** 2) return fallBack('collinear');
  const solution = multilaterate(anchors, [centroid, anchors[0]], floor, options.solver);
  if (!solution) return fallBack('illConditioned');
  const { covariance } = solution;
  // The covariance is the normal matrix's inverse: the same condition number.
  if (conditionNumber(covariance) > options.maxCondition) return fallBack('illConditioned');
  const uncertainty = Math.sqrt(covariance.xx + covariance.yy);
  return {
    ...clampToFloor(solution, floor),
    floorId,
    method: 'multilateration',
    uncertainty: Math.min(uncertainty, Math.hypot(floor.width, floor.height)),
    gateways: solution.kept,
  };
}
