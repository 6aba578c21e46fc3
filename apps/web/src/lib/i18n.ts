import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { detectLanguage } from './detect-language';
import { ANTD_LOCALES, DAYJS_LOCALES, DEFAULT_LANGUAGE, type Language } from './languages';

/** Where the user's explicit language choice is kept (it wins over the browser's). */
export const LANGUAGE_STORAGE_KEY = 'skin.language';

// Catalogues are separate chunks: a user downloads only the language they read. The shell's
// strings are the default namespace; a feature or component folder keeps its own strings in
// `<folder>/i18n/<language>.json`, loaded as the namespace named after the folder.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../i18n/*.json',
  '../features/*/i18n/*.json',
  '../components/*/i18n/*.json',
]);

/** Namespace of a catalogue file: `translation` for the shell, else its folder's name. */
const namespaceOf = (file: string) => (file.startsWith('../i18n/') ? 'translation' : file.split('/').at(-3)!);

type LanguageState = { language: Language; antdLocale: Locale | undefined };

/** The active language and its antd locale, for the ConfigProvider and the language switch. */
export const useLanguageStore = create<LanguageState>(() => ({
  language: DEFAULT_LANGUAGE,
  antdLocale: undefined,
}));

async function loadCatalogue(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const files = Object.keys(catalogues).filter((f) => f.endsWith(`/${language}.json`));
  if (!files.length) throw new Error(`No catalogue for ${language}`);
  const loaded = await Promise.all(
    files.map(async (f) => [namespaceOf(f), (await catalogues[f]()).default] as const),
  );
  for (const [ns, bundle] of loaded) i18next.addResourceBundle(language, ns, bundle, true, true);
}

/** Switches i18next, antd and dayjs to a language, loading what it needs first. */
export async function applyLanguage(language: Language): Promise<void> {
  const [, antd] = await Promise.all([
    loadCatalogue(language),
    ANTD_LOCALES[language](),
    DAYJS_LOCALES[language].load(),
  ]);
  dayjs.locale(DAYJS_LOCALES[language].name);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  useLanguageStore.setState({ language, antdLocale: antd.default });
}

/** The user picked a language: remember it and switch. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await applyLanguage(language);
}

/** Sets up i18next with the detected language and English as the fallback for a missing key. */
export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  await loadCatalogue(DEFAULT_LANGUAGE);
  await applyLanguage(detectLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages ?? []));
}

/** Translates outside React (the HTTP client's messages). */
export const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);
