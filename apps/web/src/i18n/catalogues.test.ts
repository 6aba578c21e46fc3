import { MESSAGES, resources } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/languages';

type Tree = { [key: string]: string | Tree };

/**
 * Keys no source file spells out because the code builds them; each prefix says why. A new
 * dynamic key family goes here, by namespace, with its reason.
 */
const DYNAMIC_PREFIXES: Record<string, string[]> = {
  translation: [
    'route.', // menu titles arrive from the server as data: t(`route.${title}`)
    'languages.', // the language menu names every language: t(`languages.${code}`)
    'size.', // the size menu lists SIZES: t(`size.${key}`)
    'tagsView.', // the tab context menu lists its actions: t(`tagsView.${action}`)
    'server.', // refusals arrive from the server by key: t(`server.${key}`) (lib/server-messages.ts)
    'seeded.', // labels the product seeded, by their key in SEEDED_LABELS: t(`seeded.${key}`) (lib/seeded-label.ts)
  ],
};

/** Every leaf key of a catalogue, dotted (`login.username`). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
}

function lookup(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, tree);
  return typeof value === 'string' ? value : '';
}

// Every catalogue file, whether or not the app knows its language; the same places the app loads
// them from (lib/i18n.ts, app/screens.ts).
const files = import.meta.glob<Tree>(
  ['./*.json', '../features/*/i18n/*.json', '../components/*/i18n/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
/** namespace → language → catalogue; the shell's own files are the `translation` namespace. */
const namespaces: Record<string, Record<string, Tree>> = {};
for (const [file, tree] of Object.entries(files)) {
  const parts = file.split('/');
  const ns = file.startsWith('./') ? 'translation' : parts.at(-3)!;
  namespaces[ns] ??= {};
  namespaces[ns][parts.at(-1)!.replace(/\.json$/, '')] = tree;
}

// Every source file but the tests, as text: a key is in use when some file spells it out.
const sources = Object.values(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
).join('\n');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A quoted key, or one after a namespace colon (`t('system:user.title')`); plural forms count as their base.
const spelledOut = (key: string) =>
  new RegExp(`['"\`:]${escapeRegExp(key.replace(/_(zero|one|two|few|many|other)$/, ''))}['"\`]`).test(
    sources,
  );

describe.each(Object.entries(namespaces))('i18n namespace %s', (ns, catalogues) => {
  const allKeys = [...new Set(Object.values(catalogues).flatMap((c) => keysOf(c)))].sort();

  it('has a catalogue for exactly the supported languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every key any catalogue has, each a non-empty text', (language) => {
    const keys = keysOf(catalogues[language] ?? {});
    expect(allKeys.filter((k) => !keys.includes(k))).toEqual([]);
    for (const key of keys) expect(lookup(catalogues[language], key).trim(), key).not.toBe('');
  });

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of English', (language) => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const key of allKeys)
      expect(placeholders(lookup(catalogues[language] ?? {}, key)), key).toEqual(
        placeholders(lookup(catalogues.en ?? {}, key)),
      );
  });

  it('has no key that no code uses', () => {
    const dynamic = DYNAMIC_PREFIXES[ns] ?? [];
    const unused = allKeys.filter((key) => !dynamic.some((p) => key.startsWith(p)) && !spelledOut(key));
    expect(unused).toEqual([]);
  });
});

describe('i18n shell catalogue', () => {
  it('names every supported language', () => {
    for (const language of LANGUAGES)
      expect(keysOf(namespaces.translation.en)).toContain(`languages.${language}`);
  });

  it('translates every route title the shell knows of', () => {
    for (const title of ['homePage', 'deviceManage', 'systemManage', 'changePassword', 'outputOrderDetail'])
      expect(keysOf(namespaces.translation.en)).toContain(`route.${title}`);
  });

  it('translates every screen a resource declares', () => {
    const titles = resources.flatMap((d) => (d.menus ?? []).map((m) => `route.${m.title}`));
    expect(titles.filter((k) => !keysOf(namespaces.translation.en).includes(k))).toEqual([]);
  });

  it("holds the server's message catalogue: every key, English exactly as the contract says", () => {
    expect(namespaces.translation.en.server).toEqual(MESSAGES);
  });

  it('finds a key spelled out in the code and misses an invented one', () => {
    expect(spelledOut('login.submit')).toBe(true);
    expect(spelledOut('login.noSuchKey')).toBe(false);
  });
});
