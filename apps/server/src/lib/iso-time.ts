// Times read from PostgreSQL and written as ISO text, the way the lists' rows carry them, without
// V8's own date parser and formatter. A device page holds 60 times (updated, last seen, held
// since), each read from the driver's text into a Date and written out again with
// `toISOString`: about 0.25 and 0.6 microseconds each here, 5-8% of the server's time for the
// page (docs/performance.md, "Times read and written by hand"). By hand, from the fields at their
// fixed places, both take a fraction of that. Whatever is not in the expected shape goes to the
// built-in functions, so the answers are theirs (iso-time.test.ts holds the two equal).

const DAY_MS = 86_400_000;
/** The first instant whose year has five digits: past it `toISOString` writes `+010000-...`. */
const YEAR_10000_MS = 253_402_300_800_000;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * `date.toISOString()`: `YYYY-MM-DDTHH:MM:SS.mmmZ` in UTC. The date from the count of days since
 * 1970 by H. Hinnant's `civil_from_days`; years before 1970 and from 10000 on, and invalid dates,
 * are left to `toISOString`.
 */
export function isoString(date: Date): string {
  const t = date.getTime();
  if (!(t >= 0 && t < YEAR_10000_MS)) return date.toISOString();
  const days = Math.floor(t / DAY_MS);
  let ms = t - days * DAY_MS;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(ms / 3_600_000);
  ms -= hours * 3_600_000;
  const minutes = Math.floor(ms / 60_000);
  ms -= minutes * 60_000;
  const seconds = Math.floor(ms / 1000);
  ms -= seconds * 1000;
  const y = year < 1000 ? `${year}`.padStart(4, '0') : `${year}`;
  return `${y}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(ms)}Z`;
}

const DIGIT_0 = 48;
/** The number written by the digits of `text` from `from` to `to`, or NaN where one is not a digit. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - DIGIT_0;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
}

/** Days in a month of the Gregorian calendar. */
const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/**
 * The instant a `timestamp with time zone` names in PostgreSQL's text (DateStyle ISO:
 * `YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM]`), as `new Date(text)` reads it: to the millisecond,
 * the rest of the fraction dropped. Any other shape (a year before 1000, BC, `infinity`, an
 * offset in seconds, a field out of its range) is read by `new Date`.
 */
export function timestampFromText(text: string): Date {
  const n = text.length;
  if (n < 22 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 32)
    return new Date(text);
  if (text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return new Date(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hours = digits(text, 11, 13);
  const minutes = digits(text, 14, 16);
  const seconds = digits(text, 17, 19);
  let at = 19;
  let ms = 0;
  if (text.charCodeAt(at) === 46) {
    let end = at + 1;
    while (end < n && text.charCodeAt(end) >= DIGIT_0 && text.charCodeAt(end) <= DIGIT_0 + 9) end++;
    const fraction = end - at - 1;
    if (fraction < 1) return new Date(text);
    ms =
      fraction >= 3 ? digits(text, at + 1, at + 4) : digits(text, at + 1, end) * (fraction === 1 ? 100 : 10);
    at = end;
  }
  const sign = text.charCodeAt(at);
  const rest = n - at;
  if (
    (sign !== 43 && sign !== 45) ||
    (rest !== 3 && rest !== 6) ||
    (rest === 6 && text.charCodeAt(at + 3) !== 58)
  )
    return new Date(text);
  const offset = digits(text, at + 1, at + 3) * 60 + (rest === 6 ? digits(text, at + 4, at + 6) : 0);
  // NaN fails every comparison, so a field that is not digits goes to `new Date` too.
  const inRange =
    year >= 1000 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hours <= 23 &&
    minutes <= 59 &&
    seconds <= 59 &&
    offset >= 0;
  if (!inRange) return new Date(text);
  return new Date(
    Date.UTC(year, month - 1, day, hours, minutes, seconds, ms) - (sign === 43 ? 1 : -1) * offset * 60_000,
  );
}
