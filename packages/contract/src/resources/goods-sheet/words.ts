import { LANGUAGE_CODES } from '../../common/languages';
import type { GoodsBatchColumn } from '../goods-batch';

/**
 * The languages the goods sheet is written in: the console's 15 (docs/product-rules.md, "Name,
 * languages and sizes").
 */
export const GOODS_SHEET_LANGUAGES = LANGUAGE_CODES;
export type GoodsSheetLanguage = (typeof GOODS_SHEET_LANGUAGES)[number];

/**
 * The words of the goods workbook (template and export) in one language. They live in the
 * contract, not in the console's catalogues, because the server writes the workbook and reads its
 * header back in any of the languages (docs/goods-upload.md, "The workbook").
 */
export type GoodsSheetWords = {
  /** The data sheet's and the instructions sheet's names. */
  dataSheet: string;
  instructionsSheet: string;
  /** The instructions sheet's header: column, required or not, meaning, allowed values and format. */
  column: string;
  required: string;
  meaning: string;
  format: string;
  /** Required or optional, in the instructions sheet. */
  yes: string;
  no: string;
  /** The "allowed values and format" texts; `{{name}}` is filled in. */
  formats: {
    id: string;
    text: string;
    price: string;
    oneOf: string;
    blank: string;
    link: string;
    picture: string;
  };
  /** Each column's name in the data sheet's header. */
  headers: Record<GoodsBatchColumn, string>;
  /** What each column holds. */
  meanings: Record<GoodsBatchColumn, string>;
  /** The names of the values a choice column takes (its keys), as the console shows them. */
  values: Record<string, string>;
};
