import type { Language } from './languages';

/**
 * An amount in cents as yuan, `¥` and two decimals (`1234` → `¥12.34`; docs/product-rules.md,
 * "Numbers").
 */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}¥${(Math.abs(cents) / 100).toFixed(2)}`;
}

const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** A large number shortened with k M G T P E (`12345` → `12.3k` with one digit). */
export function formatNumber(num: number, digits = 1): string {
  for (const { value, symbol } of SUFFIXES) {
    if (Math.abs(num) >= value) {
      // toFixed then Number drops trailing zeros: 2.0k reads as 2k.
      return `${Number((num / value).toFixed(digits))}${symbol}`;
    }
  }
  return String(num);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `time` was, in minutes under an hour, hours under a day, then days, worded by the
 * browser's Intl for the language (no catalogue strings to keep in step).
 */
export function formatTimeAgo(time: number | Date, language: string, now: number = Date.now()): string {
  const between = Math.max(0, now - (typeof time === 'number' ? time : time.getTime()));
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (between < HOUR) return words.format(-Math.floor(between / MINUTE), 'minute');
  if (between < DAY) return words.format(-Math.floor(between / HOUR), 'hour');
  return words.format(-Math.floor(between / DAY), 'day');
}

/** A currency as shown beside prices: its ISO code and its usual sign. */
export type CurrencyLabel = { code: string; symbol: string };

const YUAN: CurrencyLabel = { code: 'CNY', symbol: '¥' };
const EURO: CurrencyLabel = { code: 'EUR', symbol: '€' };

/**
 * The currency by language (docs/product-rules.md, "Numbers"). The product lists Greek twice (yuan
 * and euro): Greece uses the euro, so euro. It puts Spanish, Italian and Portuguese on the yuan
 * (the business prices in China and those catalogues serve its overseas staff), which we keep as
 * written. Japanese and Polish are not listed: their own currencies, as an operator would expect.
 */
export const CURRENCY_BY_LANGUAGE: Record<Language, CurrencyLabel> = {
  en: { code: 'USD', symbol: '$' },
  'zh-CN': YUAN,
  es: YUAN,
  it: YUAN,
  pt: YUAN,
  'zh-TW': { code: 'TWD', symbol: 'NT$' },
  vi: { code: 'VND', symbol: '₫' },
  de: EURO,
  fr: EURO,
  el: EURO,
  nl: EURO,
  ru: { code: 'RUB', symbol: '₽' },
  tr: { code: 'TRY', symbol: '₺' },
  ja: { code: 'JPY', symbol: '¥' },
  pl: { code: 'PLN', symbol: 'zł' },
};

/** The currency label for a language. */
export const currencyLabel = (language: Language): CurrencyLabel => CURRENCY_BY_LANGUAGE[language];
