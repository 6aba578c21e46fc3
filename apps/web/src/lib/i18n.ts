import type { Locale } from 'antd/es/locale';
import i18next, { type BackendModule } from 'i18next';
import { create } from 'zustand';
import { detectLanguage } from './detect-language';
import { ANTD_LOCALES, DEFAULT_LANGUAGE, type Language } from './languages';

/** Where the user's explicit language choice is kept (it wins over the browser's). */
export const LANGUAGE_STORAGE_KEY = 'skin.language';

/** A catalogue file as `import.meta.glob` gives it: a loader of its JSON. */
export type CatalogueModule = { default: Record<string, unknown> };
type Catalogue = () => Promise<CatalogueModule>;

// Catalogues are separate chunks: a user downloads only the language they read, and of it only
// the namespaces in use. The shell's strings (`src/i18n/<language>.json`) are the default
// namespace, loaded at start; a feature or component folder keeps its own strings in
// `<folder>/i18n/<language>.json`, the namespace named after the folder, which the screens
// register (app/screens.ts) and load as they open (see loadNamespaces).
const loaders = new Map<string, Catalogue>();

/** Namespace of a catalogue file: `translation` for the shell, else its folder's name. */
const namespaceOf = (file: string) => (file.startsWith('../i18n/') ? 'translation' : file.split('/').at(-3)!);

/** Makes catalogue files (`import.meta.glob` of `../i18n/*.json` or `../<kind>/<folder>/i18n/*.json`) loadable. */
export function addCatalogues(files: Record<string, Catalogue>): void {
  for (const [file, load] of Object.entries(files))
    loaders.set(
      `${namespaceOf(file)}/${file
        .split('/')
        .at(-1)!
        .replace(/\.json$/, '')}`,
      load,
    );
}

addCatalogues(import.meta.glob<CatalogueModule>('../i18n/*.json'));

/** i18next reads each language and namespace it needs from the catalogue chunks. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(`${namespace}/${language}`);
    if (!load) return callback(new Error(`No catalogue ${namespace} for ${language}`), false);
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

type LanguageState = { language: Language; antdLocale: Locale | undefined };

/** The active language and its antd locale, for the ConfigProvider and the language switch. */
export const useLanguageStore = create<LanguageState>(() => ({
  language: DEFAULT_LANGUAGE,
  antdLocale: undefined,
}));

type Follower = (language: Language) => Promise<void>;

// What else switches language with the console, loaded on demand (dayjs comes with the shell).
const followers: Follower[] = [];
// The language being switched to (or in use): one that starts following mid-switch joins it.
let target: Language = DEFAULT_LANGUAGE;

/** Has something switch language with the console, from the current one on; resolves once applied. */
export function followLanguage(follower: Follower): Promise<void> {
  followers.push(follower);
  return follower(target);
}

/** Switches i18next, antd and the followers to a language, loading what they need first. */
export async function applyLanguage(language: Language): Promise<void> {
  target = language;
  const [, antd] = await Promise.all([
    i18next.loadLanguages(language),
    ANTD_LOCALES[language](),
    ...followers.map((follow) => follow(language)),
  ]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  useLanguageStore.setState({ language, antdLocale: antd.default });
}

/** The user picked a language: remember it and switch. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await applyLanguage(language);
}

/**
 * Loads feature namespaces (folder names; unknown ones are skipped) in the current language and
 * the fallback. A screen's namespaces load with its code, so it never waits for them twice.
 */
export async function loadNamespaces(names: readonly string[]): Promise<void> {
  const wanted = names.filter((name) => loaders.has(`${name}/${DEFAULT_LANGUAGE}`));
  if (wanted.length) await i18next.loadNamespaces(wanted);
}

/** Sets up i18next with the detected language and English as the fallback for a missing key. */
export async function initI18n(): Promise<void> {
  await i18next.use(catalogueBackend).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  await applyLanguage(detectLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages ?? []));
}

/** Translates outside React (the HTTP client's messages). */
export const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

/**
 * `t` for what shows before the shell (the login page, the language menu), without
 * react-i18next, which comes with the shell (shell-root.tsx): the caller re-renders when the
 * language changes.
 */
export function useT(): typeof t {
  useLanguageStore((s) => s.language);
  return t;
}

/**
 * An i18next of its own in another language, for a part of a screen written in that language
 * (a report printed in its store's language), sharing the loaded catalogues: the console itself
 * stays in the reader's language.
 */
export async function otherLanguage(language: Language, namespaces: readonly string[]) {
  const other = i18next.cloneInstance({ lng: language });
  await other.changeLanguage(language);
  await other.loadNamespaces(namespaces.filter((name) => loaders.has(`${name}/${DEFAULT_LANGUAGE}`)));
  return other;
}
