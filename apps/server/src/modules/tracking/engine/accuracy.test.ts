import { describe, expect, it } from 'vitest';
import { measureAccuracy } from './accuracy';
import { benchScenario, cleanScenario, type Layout } from './simulator';

const POSITIONS = 300;
const SEED = 20_240_611;
const LAYOUTS: Layout[] = ['perimeter8', 'grid16', 'sparse4', 'collinear4'];

describe('accuracy on the benchmark scenarios', () => {
  it('is within 1 m median with 0.5 m noise and 2 m with 1.5 m noise on the perimeter of 8', () => {
    expect(
      measureAccuracy(benchScenario('perimeter8', 0.5), POSITIONS, SEED).locator.median,
    ).toBeLessThanOrEqual(1);
    expect(
      measureAccuracy(benchScenario('perimeter8', 1.5), POSITIONS, SEED).locator.median,
    ).toBeLessThanOrEqual(2);
  });

  it('is exact on clean data wherever the layout allows', () => {
    for (const layout of ['perimeter8', 'grid16', 'sparse4'] as const)
      expect(measureAccuracy(cleanScenario(layout), 50, SEED).locator.p90, layout).toBeLessThan(0.01);
  });

  it('is never worse than the weighted centroid, on any scenario', () => {
    for (const layout of LAYOUTS)
      for (const noise of [0.5, 1.5]) {
        const { locator, centroid } = measureAccuracy(benchScenario(layout, noise), POSITIONS, SEED);
        expect(locator.median, `${layout} ${noise}`).toBeLessThanOrEqual(centroid.median);
      }
  });
});
