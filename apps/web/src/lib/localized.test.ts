import { CONTENT_LANGUAGES } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { contentLanguage, localized, localizedOption } from './localized';

describe('localized', () => {
  const dimension = { name: '毛孔', nameEn: 'Pores', translations: { name: { de: 'Poren', es: '' } } };

  it('reads the translation for the language when one is written', () => {
    expect(localized(dimension, 'name', 'de')).toBe('Poren');
  });

  it('falls back to the entered value: the Chinese one for Chinese readers, else the English one', () => {
    expect(localized(dimension, 'name', 'fr')).toBe('Pores');
    expect(localized(dimension, 'name', 'es')).toBe('Pores');
    expect(localized(dimension, 'name', 'zh-TW')).toBe('毛孔');
    expect(localized({ name: '毛孔', nameEn: null }, 'name', 'de')).toBe('毛孔');
  });

  it('reads an image type from its Chinese and English names, and a row without translations as entered', () => {
    const type = { nameZh: '日光', nameEn: 'Daylight', translations: { name: { de: 'Tageslicht' } } };
    expect(localized(type, 'name', 'de')).toBe('Tageslicht');
    expect(localized(type, 'name', 'zh-CN')).toBe('日光');
    expect(localized(type, 'name', 'ja')).toBe('Daylight');
    expect(localized({ solution: 'Cleanse twice a day' }, 'solution', 'de')).toBe('Cleanse twice a day');
    expect(localized({ solution: null, translations: null }, 'solution', 'de')).toBeNull();
  });

  it("labels a picker's option in the reader's language when the server gave one", () => {
    const option = { id: 1, label: '毛孔', labels: { de: 'Poren' } };
    expect(localizedOption(option, 'de').label).toBe('Poren');
    expect(localizedOption(option, 'zh-CN')).toBe(option);
  });

  it("knows the console's languages, and reads any other as English", () => {
    expect([...CONTENT_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(contentLanguage('de')).toBe('de');
    expect(contentLanguage('cimode')).toBe('en');
  });
});
