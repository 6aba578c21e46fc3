import { LANGUAGE_CODES } from '@skin/contract';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/**
 * The 15 languages (docs/product-rules.md, "Name, languages and sizes"); the code is also the
 * catalogue's file name in src/i18n/.
 */
export const LANGUAGES = LANGUAGE_CODES;

export type Language = (typeof LANGUAGES)[number];

/** The fallback when nothing else matches. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, so a reader finds their own whatever language is showing. */
export const ENDONYMS: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
  vi: 'Tiếng Việt',
  de: 'Deutsch',
  ru: 'Русский',
  fr: 'Français',
  it: 'Italiano',
  el: 'Ελληνικά',
  nl: 'Nederlands',
  pt: 'Português',
  tr: 'Türkçe',
  pl: 'Polski',
};

/** True when a string is one of the supported language codes (exact spelling). */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

type Loader<T> = () => Promise<{ default: T }>;

// Loaded on demand so only the chosen language's antd texts are downloaded (English is built
// into antd already; dayjs's are in dayjs-locale.ts).
export const ANTD_LOCALES: Record<Language, Loader<Locale>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  en: () => Promise.resolve({ default: enUS }),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
  vi: () => import('antd/es/locale/vi_VN'),
  de: () => import('antd/es/locale/de_DE'),
  ru: () => import('antd/es/locale/ru_RU'),
  fr: () => import('antd/es/locale/fr_FR'),
  it: () => import('antd/es/locale/it_IT'),
  el: () => import('antd/es/locale/el_GR'),
  nl: () => import('antd/es/locale/nl_NL'),
  pt: () => import('antd/es/locale/pt_PT'),
  tr: () => import('antd/es/locale/tr_TR'),
  pl: () => import('antd/es/locale/pl_PL'),
};
