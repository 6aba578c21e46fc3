import { describe, expect, it } from 'vitest';
import { distanceFromRssi } from './path-loss';
import { seededRandom } from './random';
import { BENCH_FLOOR, benchScenario, cleanScenario, layoutGateways, simulate } from './simulator';

describe('simulator', () => {
  it('builds the four layouts on the 12 m floor', () => {
    expect(layoutGateways('perimeter8')).toHaveLength(8);
    expect(layoutGateways('grid16')).toHaveLength(16);
    expect(layoutGateways('sparse4')).toHaveLength(4);
    expect(new Set(layoutGateways('collinear4').map((g) => g.y)).size).toBe(1);
    for (const layout of ['perimeter8', 'grid16', 'sparse4', 'collinear4'] as const)
      for (const g of layoutGateways(layout)) {
        expect(g.x).toBeGreaterThanOrEqual(0);
        expect(g.x).toBeLessThanOrEqual(BENCH_FLOOR.width);
      }
  });

  it('gives the same samples for the same seed and others for another', () => {
    const scenario = benchScenario('perimeter8', 0.5);
    expect(simulate(scenario, 20, 5)).toEqual(simulate(scenario, 20, 5));
    expect(simulate(scenario, 20, 6)).not.toEqual(simulate(scenario, 20, 5));
    expect(seededRandom(1).next()).toBe(seededRandom(1).next());
  });

  it('reports the true slant distance on clean data and longer ones through walls and outliers', () => {
    const [clean] = simulate(cleanScenario('sparse4'), 1, 3);
    for (const r of clean.readings)
      expect(distanceFromRssi(r.rssi!)).toBeCloseTo(
        Math.hypot(clean.truth.x - r.x, clean.truth.y - r.y, 1.5),
        9,
      );
    const walls = { ...cleanScenario('grid16'), wallShare: 1 };
    const [walled] = simulate(walls, 1, 3);
    for (const r of walled.readings)
      expect(distanceFromRssi(r.rssi!)).toBeCloseTo(
        1.3 * Math.hypot(walled.truth.x - r.x, walled.truth.y - r.y, 1.5),
        9,
      );
  });

  it('draws noise with the standard deviation asked for', () => {
    const random = seededRandom(9);
    const draws = Array.from({ length: 4000 }, () => random.normal());
    const mean = draws.reduce((s, v) => s + v, 0) / draws.length;
    const sd = Math.sqrt(draws.reduce((s, v) => s + (v - mean) ** 2, 0) / draws.length);
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(Math.abs(sd - 1)).toBeLessThan(0.05);
  });
});
