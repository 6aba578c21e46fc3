/** One gateway hearing one tag once, as a gateway's report lists it. */
export interface Sighting {
  gatewayId: string;
  /** Epoch milliseconds, from the report. */
  time: number;
  rssi: number;
}

/** Seconds of sightings a position rests on: BLE tags advertise about once a second. */
export const DEFAULT_WINDOW_SECONDS = 5;

/**
 * Each gateway's level for a tag over the window ending at `now`: the median of its sightings in
 * `(now − window, now]`, so one reflected or shadowed packet moves nothing. Sightings from the
 * future (a gateway's clock ahead) or that are not finite are left out.
 */
export function levelsInWindow(
  sightings: readonly Sighting[],
  now: number,
  windowSeconds = DEFAULT_WINDOW_SECONDS,
): Map<string, number> {
  const since = now - windowSeconds * 1000;
  const byGateway = new Map<string, number[]>();
  for (const s of sightings) {
    if (!(s.time > since && s.time <= now) || !Number.isFinite(s.rssi)) continue;
    const list = byGateway.get(s.gatewayId) ?? [];
    list.push(s.rssi);
    byGateway.set(s.gatewayId, list);
  }
  const levels = new Map<string, number>();
  for (const [gatewayId, list] of byGateway) {
    list.sort((a, b) => a - b);
    const middle = list.length >> 1;
    levels.set(gatewayId, list.length % 2 ? list[middle] : (list[middle - 1] + list[middle]) / 2);
  }
  return levels;
}
