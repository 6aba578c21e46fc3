/**
 * An int[] or bigint[] column as the drivers hand it over (node-postgres: an array, of strings for
 * bigint; PGlite: an array; either: its text form `{1,2}`), as numbers. Ids only: anything that
 * is not a safe integer is an error, not a silent NaN.
 */
export function intArray(value: unknown): number[] {
  const items = Array.isArray(value)
    ? value
    : String(value ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .filter(Boolean);
  return items.map((v) => {
    const n = Number(v);
    if (!Number.isSafeInteger(n)) throw new Error(`not an id: ${v}`);
    return n;
  });
}
