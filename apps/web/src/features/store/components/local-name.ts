import { useTranslation } from 'react-i18next';

/** A reference row as entered (an AI dimension, an improvement question): its name, and an English one where it has one. */
export type NamedRow = { name: string; nameEn?: string | null };

/**
 * The row's name in the viewer's language: Chinese readers get the entered name, the others the
 * English one where the row has it. Every name of the consumer detail and the test export is read
 * here, so names translated per language are taken up in this one place.
 */
export function localName(row: NamedRow, language: string): string {
  return language.startsWith('zh') ? row.name : row.nameEn || row.name;
}

/** `localName` in the console's current language. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (row: NamedRow) => localName(row, language);
}
