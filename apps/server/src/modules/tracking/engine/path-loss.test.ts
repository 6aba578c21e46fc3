import { describe, expect, it } from 'vitest';
import { DEFAULT_PATH_LOSS, distanceFromRssi, pathLossIssues, rssiAtDistance } from './path-loss';

describe('path loss', () => {
  it('reads txPower as 1 m and each 10·n dB as ten times farther', () => {
    expect(distanceFromRssi(-59)).toBeCloseTo(1);
    expect(distanceFromRssi(-59 - 22)).toBeCloseTo(10);
    const wall = { ...DEFAULT_PATH_LOSS, exponent: 3, txPower: -65 };
    expect(distanceFromRssi(-95, wall)).toBeCloseTo(10);
  });

  it('is its own inverse within the clamp range', () => {
    for (const d of [0.5, 1, 2.7, 9, 25]) expect(distanceFromRssi(rssiAtDistance(d))).toBeCloseTo(d, 9);
  });

  it('clamps loud, quiet and missing readings into the range', () => {
    expect(distanceFromRssi(0)).toBe(DEFAULT_PATH_LOSS.minDistance);
    expect(distanceFromRssi(-140)).toBe(DEFAULT_PATH_LOSS.maxDistance);
    expect(distanceFromRssi(Number.NaN)).toBe(DEFAULT_PATH_LOSS.maxDistance);
  });

  it('refuses parameters no floor can have', () => {
    expect(pathLossIssues(DEFAULT_PATH_LOSS)).toEqual([]);
    expect(pathLossIssues({ txPower: 40, exponent: 0.5, minDistance: 5, maxDistance: 2 })).toEqual([
      'pathLossTxPower',
      'pathLossExponent',
      'pathLossRange',
    ]);
    expect(pathLossIssues({ ...DEFAULT_PATH_LOSS, minDistance: Number.NaN })).toEqual(['pathLossRange']);
  });
});
