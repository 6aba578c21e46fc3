import { DISPLAY_METHODS, GOODS_CATEGORIES, GOODS_TYPES } from '@skin/contract';
import type { Cell } from '../spreadsheet';

/**
 * What a sheet may write for an enum: its key, or for convenience its English or Chinese name as
 * the console shows it. Compared ignoring case and surrounding blanks.
 */
export type Words<K extends string | number = string | number> = {
  names: Record<string, K>;
  allowed: string;
};

function words<K extends string | number>(
  keys: readonly K[],
  table: [K, ...string[]][],
  allowed = keys.join(', '),
): Words<K> {
  // A null-prototype map: a cell such as "__proto__" or "constructor" is just an unknown word.
  const names: Record<string, K> = Object.create(null);
  for (const key of keys) names[String(key).toLowerCase()] = key;
  for (const [key, ...aliases] of table) for (const a of aliases) names[a.toLowerCase()] = key;
  return { names, allowed };
}

export const TYPE_WORDS = words(GOODS_TYPES, [
  ['product', 'Product', '产品', '產品'],
  ['instrument', 'Instrument', '仪器', '儀器'],
]);

export const CATEGORY_WORDS = words(GOODS_CATEGORIES, [
  ['makeupRemoval', 'Makeup removal', '卸妆', '卸妝'],
  ['cleansing', 'Cleansing', '洁面', '潔面'],
  ['cleansingMask', 'Cleansing mask', '清洁面膜', '清潔面膜'],
  ['exfoliating', 'Exfoliating', '去角质', '去角質'],
  ['essence', 'Essence', '精华', '精華'],
  ['toner', 'Toner', '爽肤水', '化妝水'],
  ['lotion', 'Lotion', '乳液'],
  ['mask', 'Mask', '面膜'],
  ['eyeCare', 'Eye care', '眼部护理', '眼部護理'],
  ['sunscreen', 'Sunscreen', '防晒', '防曬'],
  ['coffret', 'Coffret', 'Coffret (in-clinic set)', '院装套盒', '院裝套盒'],
  ['serum', 'Serum', '原液'],
  ['oil', 'Oil', '精油'],
  ['dailyCare', 'Daily care', '日常护理', '日常護理'],
  ['dailyClean', 'Daily cleansing', '日常清洁', '日常清潔'],
  ['dailySunscreen', 'Daily sunscreen', '日常防晒', '日常防曬'],
  ['professionalCare', 'Professional in-clinic care', '院线护理', '院線護理'],
]);

export const DISPLAY_WORDS = words(DISPLAY_METHODS, [
  ['graphic', 'Pictures and text', '图文展示', '圖文展示', '图文', '圖文'],
  ['text', 'Text only', '纯文字', '純文字', '文字'],
]);

/** Shelf: up (1, offered) or down (0). */
export const SHELF_WORDS = words(
  [1, 0] as const,
  [
    [1, 'up', 'on shelf', '上架'],
    [0, 'down', 'off shelf', '下架'],
  ],
  'up, down, 1, 0',
);

/** The key a cell names, or undefined when it names none. */
export const wordOf = <K extends string | number>(w: Words<K>, cell: Cell): K | undefined =>
  w.names[String(cell).trim().toLowerCase()];

/** Yuan to cents: a number or numeric text (a leading ¥ and thousands commas allowed), 0 to 10,000,000, at most two decimals. */
export function centsOf(cell: Cell): number | undefined {
  let n: number;
  if (typeof cell === 'number') n = cell;
  else {
    const text = String(cell)
      .trim()
      .replace(/^[¥￥]\s*/, '')
      .replace(/,/g, '');
    if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
    n = Number(text);
  }
  if (!Number.isFinite(n) || n < 0 || n > 10_000_000) return undefined;
  const cents = Math.round(n * 100);
  return Math.abs(n * 100 - cents) < 1e-6 ? cents : undefined;
}
