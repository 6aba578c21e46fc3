import { localizedText, type Translations } from '@skin/contract';
import { useTranslation } from 'react-i18next';

/**
 * A reference row (an AI dimension, an improvement question): its name as entered, an English one
 * where it has one, and its translations.
 */
export type NamedRow = { name: string; nameEn?: string | null; translations?: Translations | null };

/**
 * The row's name in the viewer's language: its translation where one is written, else as entered
 * (Chinese readers the entered name, the others the English one where the row has it;
 * docs/skin-knowledge.md, "Names and texts in every language"). Every name of the consumer detail
 * and the test export is read here.
 */
export function localName(row: NamedRow, language: string): string {
  return localizedText(row, 'name', language) ?? row.name;
}

/** `localName` in the console's current language. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (row: NamedRow) => localName(row, language);
}
