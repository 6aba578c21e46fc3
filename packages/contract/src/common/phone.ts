/**
 * Consumers' phones in every country (docs/skin-tests.md, "Consumers' phones"): parsed with the
 * store's country as the default, checked, and stored in E.164 (`+34612345678`), so one number
 * typed two ways is the same number to the unique index and to a search.
 *
 * The `max` metadata on purpose: with the smaller `min` set `isValid()` checks little more than a
 * number's length (it takes the Spanish `752345678`, a number no Spanish line has), while the
 * rule here is "a real number of that country". The server and the console's form run the same
 * code, so the browser refuses exactly what the server would; the console downloads the metadata
 * (about 40 KB gzipped) only with the consumer screens that use it.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { MAINLAND_MOBILE, PHONE_TEXT } from './fields';

/** The country whose stores keep the mainland mobile rule exactly as it always was. */
const MAINLAND = 'CN';

/**
 * A phone typed for a store of `country`, in E.164, or null when it is not a phone of that store:
 * - a mainland store takes an 11-digit mainland mobile (`13800138000`), as it always has;
 * - any other store a valid number of its country, typed as that country writes it
 *   (`612 345 678` in Spain), or any valid number typed in international form (`+44 20 ...`, or
 *   with the country's own international prefix, `0044 20 ...`).
 */
export function normalisePhone(input: string, country: string): string | null {
  const text = input.trim();
  if (country === MAINLAND) return MAINLAND_MOBILE.test(text) ? `+86${text}` : null;
  if (!PHONE_TEXT.test(text)) return null;
  const number = parsePhoneNumberFromString(text, isSupportedCountry(country) ? country : undefined);
  return number?.isValid() && !number.ext ? number.number : null;
}

/**
 * Whether a stored phone may belong to a consumer of a store of `country`: a mainland store's
 * consumers have mainland mobiles only (a consumer moved there keeps the rule), any other store's
 * any valid number.
 */
export function phoneFitsCountry(stored: string, country: string): boolean {
  if (country !== MAINLAND) return true;
  return stored.startsWith('+86') && MAINLAND_MOBILE.test(stored.slice(3));
}

/**
 * A stored phone as the viewer reads it: in the national format when the number is of the store's
 * own country (`612 34 56 78` for a Madrid store), in the international one otherwise (`+34 612
 * 34 56 78` for a store elsewhere, or with no store named). Anything unparsable is shown as stored.
 */
export function formatPhone(stored: string, storeCountry?: string): string {
  const number = parsePhoneNumberFromString(stored);
  if (!number) return stored;
  return storeCountry && number.country === storeCountry
    ? number.formatNational()
    : number.formatInternational();
}

/**
 * A stored phone as an edit form shows it, so that saving it unchanged passes the same rule: a
 * mainland store's as its 11 digits, any other store's as `formatPhone` shows it.
 */
export function phoneForInput(stored: string, storeCountry: string): string {
  if (storeCountry === MAINLAND && phoneFitsCountry(stored, MAINLAND)) return stored.slice(3);
  return formatPhone(stored, storeCountry);
}

/**
 * What a search for a phone looks for among the stored E.164 numbers, from what the user typed:
 * the digits without spaces or dashes (`612 345` -> `612345`), keeping a leading `+` (`+34 612`
 * -> `+34612`), and without leading zeros, which are a trunk or international prefix that E.164
 * leaves out (`0612`, `0034 612`). Text that is not a phone is looked for as it is.
 */
export function phoneSearchText(text: string): string {
  const trimmed = text.trim();
  const compact = trimmed.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return trimmed;
  if (compact.startsWith('+')) return compact;
  return compact.replace(/^0+/, '') || compact;
}
