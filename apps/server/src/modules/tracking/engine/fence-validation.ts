import { type FloorSize, type Point, signedArea } from './geometry';

/** Why a fence's polygon is refused: each is a message key the API reports on the field. */
export type FenceIssue =
  | 'fenceTooFewPoints'
  | 'fenceTooManyPoints'
  | 'fenceNotFinite'
  | 'fenceOutsideFloor'
  | 'fenceRepeatedPoint'
  | 'fenceZeroArea'
  | 'fenceSelfIntersects';

export const FENCE_LIMITS = {
  minPoints: 3,
  /** A drawn fence needs tens of points; the bound keeps the O(n²) simplicity check cheap. */
  maxPoints: 200,
  /** Square metres: a 10 cm × 10 cm fence is the smallest a tag's position could ever tell apart. */
  minArea: 0.01,
};

const orientation = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

const onSegment = (a: Point, b: Point, p: Point) =>
  Math.min(a.x, b.x) <= p.x &&
  p.x <= Math.max(a.x, b.x) &&
  Math.min(a.y, b.y) <= p.y &&
  p.y <= Math.max(a.y, b.y);

/** Whether two closed segments share any point, touching and collinear overlap included. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = Math.sign(orientation(a, b, c));
  const o2 = Math.sign(orientation(a, b, d));
  const o3 = Math.sign(orientation(c, d, a));
  const o4 = Math.sign(orientation(c, d, b));
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** Two edges meeting at `b` fold back over each other (a spike of zero width). */
const foldsBack = (a: Point, b: Point, c: Point) =>
  orientation(a, b, c) === 0 && (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y) < 0;

function selfIntersects(ring: readonly Point[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    if (foldsBack(ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n])) return true;
    for (let j = i + 2; j < n; j++) {
      // The first and last edges share a vertex: they are neighbours, not a crossing.
      if (i === 0 && j === n - 1) continue;
      if (segmentsIntersect(ring[i], ring[i + 1], ring[j], ring[(j + 1) % n])) return true;
    }
  }
  return false;
}

function onOneLine(ring: readonly Point[]): boolean {
  const first = ring[0];
  const far = ring.reduce((a, b) =>
    Math.hypot(b.x - first.x, b.y - first.y) > Math.hypot(a.x - first.x, a.y - first.y) ? b : a,
  );
  return ring.every((p) => orientation(first, far, p) === 0);
}

/**
 * Every reason a fence's polygon cannot be saved, none when it can. The ring closes itself, so the
 * last point must not repeat the first. A count or a number out of range stops the check there,
 * since the other rules mean nothing for such a ring.
 */
export function fenceIssues(points: readonly Point[], floor: FloorSize, limits = FENCE_LIMITS): FenceIssue[] {
  if (points.length < limits.minPoints) return ['fenceTooFewPoints'];
  if (points.length > limits.maxPoints) return ['fenceTooManyPoints'];
  if (points.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return ['fenceNotFinite'];
  const issues: FenceIssue[] = [];
  if (points.some((p) => p.x < 0 || p.y < 0 || p.x > floor.width || p.y > floor.height))
    issues.push('fenceOutsideFloor');
  const repeated = points.some((p, i) => {
    const next = points[(i + 1) % points.length];
    return p.x === next.x && p.y === next.y;
  });
  if (repeated) issues.push('fenceRepeatedPoint');
  // A bow tie's halves cancel out in the area, so crossings are looked for first; points on one line
  // fold back over themselves, but what is wrong with them is that they enclose nothing.
  if (!repeated && selfIntersects(points))
    issues.push(onOneLine(points) ? 'fenceZeroArea' : 'fenceSelfIntersects');
  else if (Math.abs(signedArea(points)) < limits.minArea) issues.push('fenceZeroArea');
  return issues;
}
