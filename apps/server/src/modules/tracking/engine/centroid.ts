import { type Anchor, horizontalDistance } from './anchor';
import type { Point } from './geometry';

/** Closer than this (metres) a gateway weighs no more, so one near reading cannot take all weight. */
const NEAREST_WEIGHED = 0.5;

/**
 * The weighted centroid: the gateways' mean position, each weighed by 1/d² of its slant distance
 * (a ranged distance's error grows with it, and the nearest gateways say most about where the tag
 * is). Its uncertainty is the weighted RMS of the horizontal distances: the tag is about that far
 * from the gateways it is drawn towards. It is the starting point of multilateration and its
 * fallback; with one gateway it is that gateway's position.
 */
export function weightedCentroid(anchors: readonly Anchor[]): Point & { uncertainty: number } {
  let sum = 0;
  let x = 0;
  let y = 0;
  let spread = 0;
  for (const anchor of anchors) {
    const weight = 1 / Math.max(anchor.distance, NEAREST_WEIGHED) ** 2;
    const horizontal = horizontalDistance(anchor);
    sum += weight;
    x += weight * anchor.x;
    y += weight * anchor.y;
    spread += weight * horizontal * horizontal;
  }
  return { x: x / sum, y: y / sum, uncertainty: Math.sqrt(spread / sum) };
}
