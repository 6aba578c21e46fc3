import dayjs from 'dayjs';
import { followLanguage } from './i18n';
import type { Language } from './languages';

/** dayjs locale names; importing the locale file registers it with dayjs. */
const DAYJS_LOCALES: Record<Language, { name: string; load: () => Promise<unknown> }> = {
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'zh-TW': { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
  en: { name: 'en', load: () => Promise.resolve() },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
  vi: { name: 'vi', load: () => import('dayjs/locale/vi') },
  de: { name: 'de', load: () => import('dayjs/locale/de') },
  ru: { name: 'ru', load: () => import('dayjs/locale/ru') },
  fr: { name: 'fr', load: () => import('dayjs/locale/fr') },
  it: { name: 'it', load: () => import('dayjs/locale/it') },
  el: { name: 'el', load: () => import('dayjs/locale/el') },
  nl: { name: 'nl', load: () => import('dayjs/locale/nl') },
  pt: { name: 'pt', load: () => import('dayjs/locale/pt') },
  tr: { name: 'tr', load: () => import('dayjs/locale/tr') },
  pl: { name: 'pl', load: () => import('dayjs/locale/pl') },
};

/**
 * Keeps dayjs (dates in the shell and the screens, antd's date pickers) in the console's
 * language; resolves once the current language applies. Called by the shell: the login page
 * shows no dates, so its first load carries no date library.
 */
export const dayjsFollowsLanguage = (): Promise<void> =>
  followLanguage(async (language) => {
    await DAYJS_LOCALES[language].load();
    dayjs.locale(DAYJS_LOCALES[language].name);
  });
