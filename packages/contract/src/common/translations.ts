import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';

/**
 * The console's 15 languages (docs/product-rules.md, "Name, languages and sizes"): those a name or
 * text of the reference data may be written in beside the value entered (docs/skin-knowledge.md,
 * "Names and texts in every language").
 */
export const CONTENT_LANGUAGES = LANGUAGE_CODES;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** One field's texts by language: `{ de: 'Poren', es: 'Poros' }`; a language left out is missing. */
export type FieldTranslations = Partial<Record<ContentLanguage, string>>;
/** A row's translations, by field then language (`{ name: { de: 'Poren' } }`), as stored in `translations`. */
export type Translations<F extends string = string> = Partial<Record<F, FieldTranslations>>;

const languageKey = z.enum(CONTENT_LANGUAGES);

/**
 * The translations a form sends for the fields named, each bounded as its entered field
 * (`{ name: 64 }`): known languages and known fields only, each text trimmed and at most that
 * long; an empty text is a missing language and is dropped. The whole map is replaced on a save.
 */
export function translationsInput<F extends string>(maxLengths: Record<F, number>) {
  const shape = Object.fromEntries(
    Object.entries<number>(maxLengths).map(([field, max]) => [
      field,
      z
        .partialRecord(languageKey, z.string().trim().max(max))
        .optional()
        .transform((texts) => {
          const kept = Object.entries(texts ?? {}).filter(([, text]) => text);
          return kept.length ? (Object.fromEntries(kept) as FieldTranslations) : undefined;
        }),
    ]),
  ) as unknown as Record<F, z.ZodType<FieldTranslations | undefined, FieldTranslations | undefined>>;
  return z.strictObject(shape).transform((all) => {
    const kept = Object.entries(all).filter(([, texts]) => texts);
    return Object.fromEntries(kept) as Translations<F>;
  });
}

/** The translations of a row as the API answers them. */
export const translationsOutput = z.partialRecord(z.string(), z.partialRecord(languageKey, z.string()));

/** A row that may carry translations; its other fields are its entered values. */
export type Translatable = { translations?: Translations | null; [field: string]: unknown };

const isChinese = (lang: string) => lang.startsWith('zh');
const textOf = (row: object, key: string) => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * The value entered for a field, as a reader of `lang` gets it when no translation is written:
 * where the field is entered in Chinese and English too (`nameZh`/`nameEn` of image types, `name`
 * and `nameEn` of dimensions), Chinese readers get the Chinese one and others the English one.
 */
export function enteredText(row: object, field: string, lang: string): string | null {
  const zh = textOf(row, `${field}Zh`);
  const en = textOf(row, `${field}En`);
  const plain = textOf(row, field);
  return (isChinese(lang) ? (zh ?? plain ?? en) : (en ?? plain ?? zh)) ?? null;
}

/**
 * A field of a row in the reader's language: its translation for `lang` when one is written, else
 * the value entered (`enteredText`). Old rows and kept reports without translations read as entered.
 */
export function localizedText(row: Translatable, field: string, lang: string): string | null {
  const written = row.translations?.[field]?.[lang as ContentLanguage];
  return written || enteredText(row, field, lang);
}

/** The languages a field has no translation in, of those offered (for the console's "missing" marks). */
export function missingLanguages(
  translations: Translations | null | undefined,
  field: string,
  offered: readonly ContentLanguage[] = CONTENT_LANGUAGES,
): ContentLanguage[] {
  return offered.filter((lang) => !translations?.[field]?.[lang]);
}

/**
 * A selector's label in every language where it reads differently from `label` (the field as
 * `localizedText` gives it), so a picker shows each reader its own (`Option.labels`).
 */
export function labelsByLanguage(
  row: Translatable,
  field: string,
  label: string,
  decorate: (text: string) => string = (text) => text,
): FieldTranslations | undefined {
  const labels: FieldTranslations = {};
  for (const lang of CONTENT_LANGUAGES) {
    const text = localizedText(row, field, lang);
    if (text && decorate(text) !== label) labels[lang] = decorate(text);
  }
  return Object.keys(labels).length ? labels : undefined;
}
