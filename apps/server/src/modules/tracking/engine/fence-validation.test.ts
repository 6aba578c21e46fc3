import { describe, expect, it } from 'vitest';
import { fenceIssues } from './fence-validation';

const floor = { width: 20, height: 10 };
const p = (x: number, y: number) => ({ x, y });

describe('fenceIssues', () => {
  it('accepts a simple polygon inside the floor, concave or on its walls', () => {
    expect(fenceIssues([p(0, 0), p(20, 0), p(20, 10), p(0, 10)], floor)).toEqual([]);
    expect(fenceIssues([p(1, 1), p(5, 1), p(5, 3), p(3, 3), p(3, 5), p(1, 5)], floor)).toEqual([]);
  });

  it('refuses too few, too many and non-finite points', () => {
    expect(fenceIssues([p(1, 1), p(2, 2)], floor)).toEqual(['fenceTooFewPoints']);
    const many = Array.from({ length: 201 }, (_, i) =>
      p(10 + 4 * Math.cos(i / 32), 5 + 4 * Math.sin(i / 32)),
    );
    expect(fenceIssues(many, floor)).toEqual(['fenceTooManyPoints']);
    expect(fenceIssues([p(1, 1), p(Number.NaN, 2), p(3, 1)], floor)).toEqual(['fenceNotFinite']);
    expect(fenceIssues([p(1, 1), p(Number.POSITIVE_INFINITY, 2), p(3, 1)], floor)).toEqual([
      'fenceNotFinite',
    ]);
  });

  it('refuses points off the floor', () => {
    expect(fenceIssues([p(1, 1), p(21, 1), p(5, 5)], floor)).toEqual(['fenceOutsideFloor']);
    expect(fenceIssues([p(-0.1, 1), p(5, 1), p(5, 5)], floor)).toEqual(['fenceOutsideFloor']);
  });

  it('refuses repeated consecutive points, the closing one included', () => {
    expect(fenceIssues([p(1, 1), p(5, 1), p(5, 1), p(5, 5)], floor)).toEqual(['fenceRepeatedPoint']);
    expect(fenceIssues([p(1, 1), p(5, 1), p(5, 5), p(1, 1)], floor)).toEqual(['fenceRepeatedPoint']);
  });

  it('refuses a polygon without area', () => {
    expect(fenceIssues([p(1, 1), p(2, 2), p(3, 3)], floor)).toEqual(['fenceZeroArea']);
    expect(fenceIssues([p(1, 1), p(1.05, 1), p(1.05, 1.05)], floor)).toEqual(['fenceZeroArea']);
  });

  it('refuses a self-intersecting polygon: a bow tie, a touching vertex, a spike', () => {
    expect(fenceIssues([p(1, 1), p(5, 5), p(5, 1), p(1, 5)], floor)).toEqual(['fenceSelfIntersects']);
    // The fifth point touches the first edge.
    expect(fenceIssues([p(1, 1), p(9, 1), p(9, 5), p(5, 5), p(5, 1), p(1, 5)], floor)).toEqual([
      'fenceSelfIntersects',
    ]);
    // Goes out along a line and comes back over it.
    expect(fenceIssues([p(1, 1), p(5, 1), p(5, 5), p(5, 8), p(5, 3), p(1, 5)], floor)).toEqual([
      'fenceSelfIntersects',
    ]);
  });

  it('names every problem of a ring at once', () => {
    expect(fenceIssues([p(1, 1), p(25, 1), p(25, 1), p(5, 5)], floor)).toEqual([
      'fenceOutsideFloor',
      'fenceRepeatedPoint',
    ]);
  });
});
