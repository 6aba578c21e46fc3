import { describe, expect, it } from 'vitest';
import { isoString, timestampFromText } from './iso-time';

// The hand-written reader and writer must answer what `new Date(text)` and `toISOString` answer,
// for every time a list can hold and for everything else they pass on.

/** A time as PostgreSQL writes a `timestamp with time zone` in `zone` (minutes east of UTC). */
function asPostgres(ms: number, micros: number, zone: number): string {
  const local = new Date(ms + zone * 60_000).toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  const fraction = `${local.slice(20, 23)}${String(micros).padStart(3, '0')}`.replace(/0+$/, '');
  const sign = zone < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(zone) / 60)).padStart(2, '0');
  const mm = Math.abs(zone) % 60;
  return `${local.slice(0, 10)} ${local.slice(11, 19)}${fraction ? `.${fraction}` : ''}${sign}${hh}${mm ? `:${String(mm).padStart(2, '0')}` : ''}`;
}

/** A repeatable sequence of numbers in [0, 1). */
function numbers(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

describe('times read and written by hand', () => {
  it('write every instant as toISOString does', () => {
    const next = numbers(7);
    const times = [0, 1, 999, 951_782_400_000, 951_868_799_999, 253_402_300_799_999, Date.UTC(2026, 11, 4)];
    for (let i = 0; i < 20_000; i++) times.push(Math.floor(next() * 253_402_300_800_000));
    // Before 1970, from the year 10000, and invalid: left to toISOString.
    times.push(-1, -62_135_596_800_000, 253_402_300_800_000);
    for (const t of times) expect(isoString(new Date(t)), String(t)).toBe(new Date(t).toISOString());
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("read PostgreSQL's text as new Date does, in any zone and fraction", () => {
    const next = numbers(11);
    const zones = [0, 60, -300, 330, 345, -570, 840, -720];
    for (let i = 0; i < 20_000; i++) {
      const ms = Math.floor(next() * 253_402_300_800_000) + 31_536_000_000_000 * (next() < 0.1 ? -30 : 0);
      const text = asPostgres(ms, Math.floor(next() * 1000), zones[i % zones.length]);
      expect(timestampFromText(text).getTime(), text).toBe(new Date(text).getTime());
    }
    for (const text of [
      '2026-12-04 10:11:12+00',
      '2026-12-04 10:11:12.1+00',
      '2026-12-04 10:11:12.12-03:30',
      '2024-02-29 23:59:59.999999+00',
      '2000-01-01 00:00:00+14',
    ])
      expect(timestampFromText(text).getTime(), text).toBe(new Date(text).getTime());
  });

  it('leave every other shape to new Date', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '0099-01-01 00:00:00+00',
      '2026-02-30 10:00:00+00',
      '2026-13-01 10:00:00+00',
      '2026-12-04 24:00:00+00',
      '1890-01-01 00:00:00+00:09:21',
      '2026-12-04T10:11:12.000Z',
      '2026-12-04 10:11:12.+00',
      '2026-12-04 10:11:1x+00',
      '0044-03-15 12:00:00+00 BC',
    ]) {
      const ours = timestampFromText(text).getTime();
      const theirs = new Date(text).getTime();
      expect(Number.isNaN(ours) ? 'invalid' : ours, text).toBe(Number.isNaN(theirs) ? 'invalid' : theirs);
    }
  });
});
