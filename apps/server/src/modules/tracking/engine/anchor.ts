import type { Point } from './geometry';

/**
 * A gateway that heard the tag, as the locator sees it: where it hangs on the floor, how far above
 * the tag (`dz`, metres, gateway height minus tag height) and the slant distance ranged from its
 * reading (metres).
 */
export interface Anchor extends Point {
  dz: number;
  distance: number;
}

/**
 * The distance along the floor, `sqrt(d² − Δh²)`: a reading shorter than the height difference
 * (noise, or the tag held up) puts the tag right under the gateway rather than nowhere.
 */
export function horizontalDistance(anchor: Anchor): number {
  return Math.sqrt(Math.max(anchor.distance * anchor.distance - anchor.dz * anchor.dz, 0));
}
