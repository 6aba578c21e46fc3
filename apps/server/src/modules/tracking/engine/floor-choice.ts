/** One gateway's ranged distance, with the floor it hangs on and that floor's longest range. */
export interface FloorCandidate {
  floorId: string;
  distance: number;
  maxDistance: number;
}

/** How many of a floor's nearest gateways decide between floors. */
export const FLOOR_VOTERS = 3;

/**
 * The floor a tag is on: the one whose `FLOOR_VOTERS` nearest gateways are nearest on average, a
 * floor with fewer gateways counting the missing ones at its longest range. One loud gateway
 * heard through a ceiling thus loses to the three of the tag's own floor, while a floor heard by
 * more gateways gains nothing from its far ones. Ties go to the floor heard by more gateways, then
 * to the lower id, so the answer never depends on the readings' order. Null without candidates.
 */
export function chooseFloor(candidates: readonly FloorCandidate[], voters = FLOOR_VOTERS): string | null {
  const byFloor = new Map<string, FloorCandidate[]>();
  for (const candidate of candidates) {
    const list = byFloor.get(candidate.floorId) ?? [];
    list.push(candidate);
    byFloor.set(candidate.floorId, list);
  }
  let best: { floorId: string; score: number; count: number } | null = null;
  for (const [floorId, list] of byFloor) {
    const nearest = list.map((c) => c.distance).sort((a, b) => a - b);
    let sum = 0;
    for (let i = 0; i < voters; i++) sum += nearest[i] ?? list[0].maxDistance;
    const score = sum / voters;
    const better =
      !best ||
      score < best.score ||
      (score === best.score &&
        (list.length > best.count || (list.length === best.count && floorId < best.floorId)));
    if (better) best = { floorId, score, count: list.length };
  }
  return best?.floorId ?? null;
}
