import { z } from 'zod';
import { goodsResource } from '../goods';
import { GOODS_BATCH_COLUMNS, type GoodsBatchColumn } from '../goods-batch';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import { vi } from './vi';
import { GOODS_SHEET_LANGUAGES, type GoodsSheetLanguage, type GoodsSheetWords } from './words';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export { GOODS_SHEET_LANGUAGES, type GoodsSheetLanguage, type GoodsSheetWords } from './words';

/** The goods workbook's words in each language. */
export const GOODS_SHEET_WORDS: Record<GoodsSheetLanguage, GoodsSheetWords> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en: en,
  es: es,
  ja: ja,
  vi: vi,
  de: de,
  ru: ru,
  fr: fr,
  it: it,
  el: el,
  nl: nl,
  pt: pt,
  tr: tr,
  pl: pl,
};

/** A column name as compared: trimmed, lower-cased. */
const folded = (name: string) => name.trim().toLowerCase();

/**
 * Header names to columns: each column's key and its name in every language, so a sheet written
 * in one language is read whoever uploads it, and sheets made before the names were translated
 * (keys only) still are. A null-prototype map: a header such as "constructor" is just unknown.
 * Built on first use: importing the contract stays free of work (and of these words, for a
 * bundle that never reads a header).
 */
let columnByName: Record<string, GoodsBatchColumn> | undefined;
function columnsByName() {
  if (columnByName) return columnByName;
  const map: Record<string, GoodsBatchColumn> = Object.create(null);
  for (const column of GOODS_BATCH_COLUMNS) {
    map[folded(column)] = column;
    for (const language of GOODS_SHEET_LANGUAGES)
      map[folded(GOODS_SHEET_WORDS[language].headers[column])] = column;
  }
  columnByName = map;
  return map;
}

/** The column a header cell names (its key or its name in any language, ignoring case), or null. */
export const goodsSheetColumnOf = (name: string): GoodsBatchColumn | null =>
  columnsByName()[folded(name)] ?? null;

/** The language a workbook is written in; English when none is asked for. */
export const goodsSheetQuery = z.object({ lang: z.enum(GOODS_SHEET_LANGUAGES).default('en') });

/** `GET /goods/batch/export`: the goods list's filters, and the workbook's language. */
export const goodsExportQuery = goodsResource.filters.extend(goodsSheetQuery.shape);
