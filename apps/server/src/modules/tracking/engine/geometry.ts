/** A point on a floor, in metres from the floor plan's origin (x to the right, y down the plan). */
export interface Point {
  x: number;
  y: number;
}

/** A floor's extent in metres: valid coordinates are 0..width and 0..height. */
export interface FloorSize {
  width: number;
  height: number;
}

/**
 * How close to an edge (metres) a point counts as lying on it. A point on the boundary counts as
 * inside, so a tag standing exactly on a fence's line is never flipped by rounding; the fence
 * hysteresis (fence-state.ts) decides crossings with a margin well above this.
 */
export const ON_EDGE_EPSILON = 1e-9;

export function clampToFloor(point: Point, floor: FloorSize): Point {
  return {
    x: Math.min(Math.max(point.x, 0), floor.width),
    y: Math.min(Math.max(point.y, 0), floor.height),
  };
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared;
  const clamped = Math.min(Math.max(t, 0), 1);
  return Math.hypot(p.x - (a.x + clamped * dx), p.y - (a.y + clamped * dy));
}

/** The distance from a point to the nearest edge of a closed polygon (the ring closes itself). */
export function distanceToEdge(p: Point, polygon: readonly Point[]): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < polygon.length; i++) {
    nearest = Math.min(nearest, distanceToSegment(p, polygon[i], polygon[(i + 1) % polygon.length]));
  }
  return nearest;
}

/**
 * Ray casting (a ray towards +x, counting edge crossings with the half-open rule so a vertex on the
 * ray is counted once), after a boundary test: a point on an edge is inside.
 */
export function pointInPolygon(p: Point, polygon: readonly Point[]): boolean {
  if (polygon.length < 3) return false;
  if (distanceToEdge(p, polygon) <= ON_EDGE_EPSILON) return true;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Metres from the edge, positive inside the polygon and negative outside (zero on the edge). */
export function signedDistanceToEdge(p: Point, polygon: readonly Point[]): number {
  const distance = distanceToEdge(p, polygon);
  return pointInPolygon(p, polygon) ? distance : -distance;
}

/** The shoelace area, positive for one winding and negative for the other. */
export function signedArea(polygon: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i];
    const b = polygon[(i + 1) % polygon.length];
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}
