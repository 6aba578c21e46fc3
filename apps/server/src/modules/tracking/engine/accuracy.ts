import type { Anchor } from './anchor';
import { weightedCentroid } from './centroid';
import { clampToFloor } from './geometry';
import { DEFAULT_LOCATE, type FloorSpec, type LocateOptions, locate } from './locate';
import { distanceFromRssi } from './path-loss';
import { BENCH_FLOOR, BENCH_FLOOR_ID, BENCH_TAG_HEIGHT, type Scenario, simulate } from './simulator';

export interface ErrorSummary {
  /** Metres between the estimate and the truth. */
  median: number;
  p90: number;
}

export interface Accuracy {
  locator: ErrorSummary;
  centroid: ErrorSummary;
}

function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

function summarize(errors: number[]): ErrorSummary {
  const sorted = [...errors].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
}

/**
 * Runs `count` simulated positions of a scenario through the locator and through the plain
 * weighted centroid of the same readings, and sums up both methods' errors.
 */
export function measureAccuracy(
  scenario: Scenario,
  count: number,
  seed: number,
  options: LocateOptions = { ...DEFAULT_LOCATE, tagHeight: BENCH_TAG_HEIGHT },
): Accuracy {
  const floors = new Map<string, FloorSpec>([
    [BENCH_FLOOR_ID, { ...BENCH_FLOOR, pathLoss: scenario.pathLoss }],
  ]);
  const locatorErrors: number[] = [];
  const centroidErrors: number[] = [];
  for (const { truth, readings } of simulate(scenario, count, seed)) {
    const located = locate(readings, floors, options)!;
    locatorErrors.push(Math.hypot(located.x - truth.x, located.y - truth.y));
    // Nearest first, the order the locator sums in, so a fallback matches the baseline to the last bit.
    const anchors: Anchor[] = readings
      .map((r) => ({
        x: r.x,
        y: r.y,
        dz: r.height - options.tagHeight,
        distance: distanceFromRssi(r.rssi!, scenario.pathLoss),
      }))
      .sort((a, b) => a.distance - b.distance);
    const centroid = clampToFloor(weightedCentroid(anchors), BENCH_FLOOR);
    centroidErrors.push(Math.hypot(centroid.x - truth.x, centroid.y - truth.y));
  }
  return { locator: summarize(locatorErrors), centroid: summarize(centroidErrors) };
}
