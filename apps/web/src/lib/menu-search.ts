import Fuse, { type IFuseOptions } from 'fuse.js';

/** A menu entry the user may open, as the header search sees it. */
export interface MenuSearchItem {
  /** Where choosing it goes. */
  path: string;
  /** Translated titles from the top section down to the entry (`['System', 'User']`). */
  titles: string[];
  /** Pinyin of every title: the full spelling and the initials (`shebeiguanli`, `sbgl`). */
  pinyin?: string[];
}

/** Threshold 0.4; weights title 0.7, pinyin 0.3, path 0.3 (docs/product-rules.md, "Numbers"). */
export const FUSE_OPTIONS: IFuseOptions<MenuSearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  minMatchCharLength: 1,
  keys: [
    { name: 'titles', weight: 0.7 },
    { name: 'pinyin', weight: 0.3 },
    { name: 'path', weight: 0.3 },
  ],
};

/**
 * Pinyin is searched only in Chinese and only while the setting is on (docs/web-shell.md, "Header
 * search").
 */
export const usesPinyin = (language: string, setting: boolean): boolean =>
  setting && language.startsWith('zh');

/**
 * Adds the pinyin spellings. pinyin-pro carries a large dictionary, so it is loaded only when
 * first needed, as its own chunk.
 */
export async function withPinyin(items: MenuSearchItem[]): Promise<MenuSearchItem[]> {
  const { pinyin } = await import('pinyin-pro');
  const spell = (text: string, pattern: 'pinyin' | 'first') =>
    pinyin(text, { pattern, toneType: 'none', type: 'array' }).join('').toLowerCase();
  return items.map((item) => ({
    ...item,
    pinyin: item.titles.flatMap((title) => [spell(title, 'pinyin'), spell(title, 'first')]),
  }));
}

/** A fuzzy search over the items; an empty query finds nothing. */
export function createMenuSearch(items: MenuSearchItem[]): (query: string) => MenuSearchItem[] {
  const fuse = new Fuse(items, FUSE_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
