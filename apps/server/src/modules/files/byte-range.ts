/** Bytes `start` to `end` of a file, both included (as `Range` and `Content-Range` count them). */
export type ByteRange = { start: number; end: number };

/** What a `Range` header asks of a file of a given size (RFC 9110, section 14). */
export type RangeAnswer = ByteRange | 'whole' | 'unsatisfiable';

/** Longer headers are no single range a player sends: answered with the whole file. */
const MAX_HEADER = 200;
const SINGLE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/**
 * The one range a `Range` header asks for within `size` bytes. A header that cannot be read, or
 * that asks for several ranges, gets the whole file: RFC 9110 lets a server ignore it, and one
 * range is all players and browsers ask for. A range starting past the end, or an empty suffix,
 * cannot be satisfied (416); an end past the last byte is cut to it.
 */
export function parseRange(header: string, size: number): RangeAnswer {
  if (header.length > MAX_HEADER) return 'whole';
  const m = SINGLE.exec(header);
  if (!m) return 'whole';
  const [, first, last] = m;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    // `bytes=-n`: the last n bytes, all of them when the file is shorter.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  // `bytes=9-3` is no valid range: ignored, like any header that cannot be read.
  if (end < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** A strong validator for a file's bytes: their SHA-256, which no upload ever changes. */
export const etagOf = (sha256: string) => `"${sha256}"`;

/**
 * Whether a `Range` may be honoured given the request's `If-Range`: only when none is sent, or
 * when it names the file's current ETag exactly (a strong comparison). A date or another tag means
 * the client holds other bytes, so it gets the whole file.
 */
export const ifRangeAllows = (ifRange: string | undefined, etag: string) =>
  ifRange === undefined || ifRange.trim() === etag;
