const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The instant the caller's local day began `daysBack` days before today, for a caller
 * `utcOffset` minutes east of UTC (the offset of now: a change of summer time within the days
 * back moves the start by that hour).
 */
export function localDayStart(now: Date, utcOffset: number, daysBack = 0): Date {
  const local = now.getTime() + utcOffset * MINUTE_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(midnight - daysBack * DAY_MS - utcOffset * MINUTE_MS);
}

/** The instant `days` whole days before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
