import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/languages';

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a catalogue, dotted (`login.username`). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
}

// Every JSON file here, whether or not the app knows its language.
const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const catalogues = Object.fromEntries(
  Object.entries(files).map(([file, tree]) => [file.replace(/^\.\/(.+)\.json$/, '$1'), tree]),
);
const allKeys = [...new Set(Object.values(catalogues).flatMap((c) => keysOf(c)))].sort();

describe('i18n catalogues', () => {
  it('exist for exactly the supported languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every key any catalogue has, each a non-empty text', (language) => {
    const keys = keysOf(catalogues[language]);
    expect(allKeys.filter((k) => !keys.includes(k))).toEqual([]);
    for (const key of keys) expect(lookup(catalogues[language], key).trim()).not.toBe('');
  });

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of English', (language) => {
    for (const key of allKeys) {
      const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(lookup(catalogues[language], key)), key).toEqual(
        placeholders(lookup(catalogues.en, key)),
      );
    }
  });

  it('names every supported language', () => {
    for (const language of LANGUAGES) expect(keysOf(catalogues.en)).toContain(`languages.${language}`);
  });
});

function lookup(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, tree);
  return typeof value === 'string' ? value : '';
}
