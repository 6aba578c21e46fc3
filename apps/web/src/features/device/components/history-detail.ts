/** Ledger detail keys a person reads; ids and anything unknown stay out of the timeline. */
export const DETAIL_KEYS = ['order', 'store', 'printJob', 'bluetoothName', 'remark', 'from', 'to'] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

/**
 * The readable parts of a ledger entry's detail (a JSON object as text): known keys with a text
 * or number value, in a fixed order. Anything that is not such an object gives nothing.
 */
export function readableDetail(detail: string | null): [DetailKey, string][] {
  if (!detail) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  const record = parsed as Record<string, unknown>;
  return DETAIL_KEYS.flatMap((key): [DetailKey, string][] => {
    const value = record[key];
    return typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [];
  });
}
