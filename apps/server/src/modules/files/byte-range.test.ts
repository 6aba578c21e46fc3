import { describe, expect, it } from 'vitest';
import { etagOf, ifRangeAllows, parseRange } from './byte-range';

describe('parseRange', () => {
  it('reads one range, an open end and a suffix, cut to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('Bytes = 7 - 7', 1000)).toEqual({ start: 7, end: 7 });
  });

  it('cannot satisfy a start past the end or an empty suffix', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-1200', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange(`bytes=${'9'.repeat(40)}-`, 1000)).toBe('unsatisfiable');
  });

  it('answers with the whole file a header it cannot read or one of several ranges', () => {
    for (const header of [
      'bytes=0-9,20-29',
      'bytes=9-3',
      'items=0-9',
      'bytes=a-b',
      'bytes=-',
      '',
      'bytes=0-9;x',
    ])
      expect(parseRange(header, 1000), header).toBe('whole');
    expect(parseRange(`bytes=0-${'9'.repeat(300)}`, 1000)).toBe('whole');
  });
});

describe('ifRangeAllows', () => {
  const etag = etagOf('ab'.repeat(32));
  it('honours a range only for the same strong tag', () => {
    expect(ifRangeAllows(undefined, etag)).toBe(true);
    expect(ifRangeAllows(etag, etag)).toBe(true);
    expect(ifRangeAllows(`W/${etag}`, etag)).toBe(false);
    expect(ifRangeAllows('"other"', etag)).toBe(false);
    expect(ifRangeAllows('Wed, 21 Oct 2015 07:28:00 GMT', etag)).toBe(false);
  });
});
