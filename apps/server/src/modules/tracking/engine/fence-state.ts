import { type Point, signedDistanceToEdge } from './geometry';

/** "stayInside": the tag must not leave (a ward); "stayOutside": the tag must not enter (a stairwell). */
export type FenceKind = 'stayInside' | 'stayOutside';

export interface Fence {
  id: string;
  floorId: string;
  kind: FenceKind;
  polygon: readonly Point[];
}

export interface FenceSettings {
  /** Metres past the edge a position must be to count as on the other side (the locator's noise is about 1 m). */
  marginMeters: number;
  /** Seconds a tag must stay past the margin before its side changes. */
  dwellSeconds: number;
}

export const DEFAULT_FENCE_SETTINGS: FenceSettings = { marginMeters: 0.5, dwellSeconds: 5 };

/** A tag's side of one fence, and the other side it may be crossing to since `pendingSince`. */
export interface FenceState {
  inside: boolean;
  pendingSince: number | null;
}

/** Whether a tag on this side breaks the fence's rule. */
export const breaches = (fence: Fence, inside: boolean) => (fence.kind === 'stayInside' ? !inside : inside);

/**
 * A tag's side of a fence after one position at `time` (epoch ms). The first position decides the
 * side outright. After that the side changes only once the tag has been at least `marginMeters`
 * past the edge, on every position, for at least `dwellSeconds`; a position back within the margin
 * starts the wait over. A tag on another floor is outside the fence. `breached` says whether the
 * tag now breaks the rule ("out of bounds"), `changed` whether its side just changed.
 */
export function stepFence(
  state: FenceState | null,
  fence: Fence,
  position: Point & { floorId: string },
  time: number,
  settings: FenceSettings = DEFAULT_FENCE_SETTINGS,
): { state: FenceState; breached: boolean; changed: boolean } {
  const depth =
    position.floorId === fence.floorId
      ? signedDistanceToEdge(position, fence.polygon)
      : Number.NEGATIVE_INFINITY;
  if (!state) {
    const inside = depth >= 0;
    return { state: { inside, pendingSince: null }, breached: breaches(fence, inside), changed: false };
  }
  const pastMargin = state.inside ? depth <= -settings.marginMeters : depth >= settings.marginMeters;
  if (!pastMargin)
    return {
      state: { inside: state.inside, pendingSince: null },
      breached: breaches(fence, state.inside),
      changed: false,
    };
  const pendingSince = state.pendingSince ?? time;
  if (time - pendingSince >= settings.dwellSeconds * 1000) {
    const inside = !state.inside;
    return { state: { inside, pendingSince: null }, breached: breaches(fence, inside), changed: true };
  }
  return {
    state: { inside: state.inside, pendingSince },
    breached: breaches(fence, state.inside),
    changed: false,
  };
}
