import type { Translations } from '@skin/contract';
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { type TranslatedField, TranslationsInput } from './translations-input';

type Translated = { translations?: Translations | null };

/**
 * A column's value in the reader's language: the translation written for it, else what was
 * entered in that very column (docs/skin-knowledge.md, "Names and texts in every language").
 */
export function useTranslated() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const text = <E extends Translated>(row: E, field: keyof E & string) =>
    localized({ [field]: row[field], translations: row.translations }, field, lang) ?? '';
  return {
    text,
    /** A list column showing (and exporting) the field in the reader's language. */
    column: <E extends Translated>(
      key: keyof E & string,
      title: string,
      extra: Omit<TableColumnType<E>, 'title' | 'key' | 'render'> = {},
    ) => ({
      ...extra,
      key,
      title,
      render: (_: unknown, row: E) => text(row, key) || '-',
      exportValue: (row: E) => text(row, key),
    }),
  };
}

/**
 * The "Translations" field of a reference-data form, named `translations` in its body; it takes
 * the form's whole width (`textarea`).
 */
export function translationsField(
  label: string,
  fields: readonly TranslatedField[],
  entered?: Parameters<typeof TranslationsInput>[0]['entered'],
) {
  return {
    name: 'translations' as const,
    label,
    input: 'textarea' as const,
    render: <TranslationsInput fields={fields} entered={entered} />,
  };
}
