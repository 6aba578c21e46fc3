import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  localizedText,
  type Option,
  type Translatable,
} from '@skin/contract';
import { useTranslation } from 'react-i18next';

/**
 * A field of a reference-data row in the reader's language: its translation when one is written,
 * else the value entered (docs/skin-knowledge.md, "Names and texts in every language").
 */
export const localized = (row: Translatable, field: string, lang: string): string | null =>
  localizedText(row, field, lang);

/** The console's language as a language of the reference data (English for anything else). */
export const contentLanguage = (lang: string): ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(lang) ? (lang as ContentLanguage) : 'en';

/** A selector's option with its label in the reader's language, when the server gave one. */
export const localizedOption = (option: Option, lang: string): Option => {
  const label = option.labels?.[contentLanguage(lang)];
  return label ? { ...option, label } : option;
};

/** `localized` in the console's current language. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (row: Translatable, field: string) => localized(row, field, lang) ?? '';
}
