import { COUNTRY_CODES } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The countries a store may be in, named in the viewer's language by the browser itself
 * (`Intl.DisplayNames`), so no catalogue of 249 names is kept in 15 languages; the choices are in
 * that language's alphabetical order.
 */
export function useCountries() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    const nameOf = (code: string) => names.of(code) ?? code;
    const collator = new Intl.Collator(language);
    const options = COUNTRY_CODES.map((code) => ({ value: code, label: nameOf(code) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    return { nameOf, options };
  }, [language]);
}
