const BARE = /^[0-9a-f]{12}$/;
const PAIRS = /^[0-9a-f]{2}([:-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/;
const DOTTED = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/;

/**
 * A tag's or gateway's MAC address in the one form the engine keys on, `AA:BB:CC:DD:EE:FF`, from
 * any case and the usual writings: `aa:bb:cc:dd:ee:ff`, `AA-BB-...`, `aabb.ccdd.eeff` or
 * `AABBCCDDEEFF`. Mixed separators or any other length is not a MAC: null.
 */
export function normalizeMac(input: string): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const text = input.trim().toLowerCase();
  if (!BARE.test(text) && !PAIRS.test(text) && !DOTTED.test(text)) return null;
  const hex = text.replace(/[:.-]/g, '').toUpperCase();
  return hex.match(/../g)!.join(':');
}
