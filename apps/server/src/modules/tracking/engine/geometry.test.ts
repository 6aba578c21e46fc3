import { describe, expect, it } from 'vitest';
import { clampToFloor, distanceToEdge, pointInPolygon, signedArea, signedDistanceToEdge } from './geometry';

const square = [
  { x: 0, y: 0 },
  { x: 4, y: 0 },
  { x: 4, y: 4 },
  { x: 0, y: 4 },
];
// An L shape: the notch (2..4, 2..4) is outside.
const ell = [
  { x: 0, y: 0 },
  { x: 4, y: 0 },
  { x: 4, y: 2 },
  { x: 2, y: 2 },
  { x: 2, y: 4 },
  { x: 0, y: 4 },
];

describe('pointInPolygon', () => {
  it('tells inside from outside, concave shapes included', () => {
    expect(pointInPolygon({ x: 2, y: 2 }, square)).toBe(true);
    expect(pointInPolygon({ x: 5, y: 2 }, square)).toBe(false);
    expect(pointInPolygon({ x: 1, y: 3 }, ell)).toBe(true);
    expect(pointInPolygon({ x: 3, y: 3 }, ell)).toBe(false);
  });

  it('counts a point on an edge or a vertex as inside', () => {
    expect(pointInPolygon({ x: 0, y: 2 }, square)).toBe(true);
    expect(pointInPolygon({ x: 4, y: 4 }, square)).toBe(true);
    expect(pointInPolygon({ x: 3, y: 2 }, ell)).toBe(true);
  });

  it('counts a ray through a vertex once', () => {
    const diamond = [
      { x: 2, y: 0 },
      { x: 4, y: 2 },
      { x: 2, y: 4 },
      { x: 0, y: 2 },
    ];
    expect(pointInPolygon({ x: 1, y: 2 }, diamond)).toBe(true);
    expect(pointInPolygon({ x: -1, y: 2 }, diamond)).toBe(false);
    expect(pointInPolygon({ x: 5, y: 2 }, diamond)).toBe(false);
  });
});

describe('distances', () => {
  it('measures to the nearest edge, signed positive inside', () => {
    expect(distanceToEdge({ x: 1, y: 2 }, square)).toBeCloseTo(1);
    expect(distanceToEdge({ x: 7, y: 8 }, square)).toBeCloseTo(5);
    expect(signedDistanceToEdge({ x: 1, y: 2 }, square)).toBeCloseTo(1);
    expect(signedDistanceToEdge({ x: 3, y: 3 }, ell)).toBeCloseTo(-1);
  });

  it('computes areas and clamps into the floor', () => {
    expect(Math.abs(signedArea(ell))).toBeCloseTo(12);
    expect(clampToFloor({ x: -1, y: 20 }, { width: 10, height: 8 })).toEqual({ x: 0, y: 8 });
  });
});
