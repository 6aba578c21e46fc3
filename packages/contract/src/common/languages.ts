/**
 * The console's 15 languages (docs/product-rules.md, "Name, languages and sizes"), in the order the
 * language menu lists them. Every list of languages (the console's catalogues, a store's report
 * language, the translations of reference data, the goods sheet) is this one.
 */
export const LANGUAGE_CODES = [
  'zh-CN',
  'zh-TW',
  'en',
  'es',
  'ja',
  'vi',
  'de',
  'ru',
  'fr',
  'it',
  'el',
  'nl',
  'pt',
  'tr',
  'pl',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
