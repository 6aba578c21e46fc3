import {
  DISPLAY_METHODS,
  GOODS_BATCH_COLUMNS,
  GOODS_BATCH_REQUIRED,
  GOODS_CATEGORIES,
  GOODS_SHEET_WORDS,
  GOODS_TYPES,
  type GoodsBatchColumn,
  type GoodsSheetLanguage,
  type GoodsSheetWords,
  goodsResource,
} from '@skin/contract';
import { z } from 'zod';
import type { goods } from '../../../db/schema';
import { DEFAULT_LIMITS, writeWorkbook } from '../spreadsheet';

type Cell = string | number | null;
type Row = Record<GoodsBatchColumn, Cell>;

/** The columns with a fixed set of values: their keys, offered as drop-down lists. */
const LISTS: Partial<Record<GoodsBatchColumn, readonly string[]>> = {
  type: GOODS_TYPES,
  category: GOODS_CATEGORIES,
  displayMethod: DISPLAY_METHODS,
  shelf: ['up', 'down'],
};
/** What a blank cell of a choice column writes. */
const BLANK_MEANS: Partial<Record<GoodsBatchColumn, string>> = { displayMethod: 'graphic', shelf: 'up' };

/** The longest text each column takes, read from the goods' own create schema (one set of rules). */
const MAX_LENGTH: Record<string, number> = (() => {
  const schema = z.toJSONSchema(goodsResource.create, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, unknown>;
  };
  const maxOf = (node: unknown): number | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const n = node as { maxLength?: number; anyOf?: unknown[] };
    return n.maxLength ?? n.anyOf?.map(maxOf).find((m) => m !== undefined);
  };
  return Object.fromEntries(
    Object.entries(schema.properties).flatMap(([k, v]) => {
      const max = maxOf(v);
      return max === undefined ? [] : [[k, max]];
    }),
  );
})();

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** The "allowed values and format" text of a column. */
function formatOf(column: GoodsBatchColumn, w: GoodsSheetWords) {
  const list = LISTS[column];
  if (list) {
    const values = list.map((k) => `${k} (${w.values[k]})`).join(', ');
    const blank = BLANK_MEANS[column];
    const oneOf = fill(w.formats.oneOf, { values });
    return blank ? `${oneOf}. ${fill(w.formats.blank, { value: blank })}` : oneOf;
  }
  if (column === 'id') return w.formats.id;
  if (column === 'price' || column === 'crossedPrice') return w.formats.price;
  if (column === 'picture') return w.formats.picture;
  if (column === 'hyperlink') return fill(w.formats.link, { max: MAX_LENGTH.hyperlink });
  return fill(w.formats.text, { max: MAX_LENGTH[column] });
}

/** The instructions sheet: every column's name, whether it is required, its meaning and format. */
const instructions = (w: GoodsSheetWords): Cell[][] => [
  [w.column, w.required, w.meaning, w.format],
  ...GOODS_BATCH_COLUMNS.map((c) => [
    w.headers[c],
    GOODS_BATCH_REQUIRED.includes(c) ? w.yes : w.no,
    w.meanings[c],
    formatOf(c, w),
  ]),
];

/**
 * The example row of the template: every column filled in as the upload takes it, so the
 * template passes its own check (a header alone is refused as an empty sheet). No picture: the
 * check would ask for it to be uploaded with the sheet.
 */
const EXAMPLE: Row = {
  id: null,
  name: 'Hyaluronic serum 30ml',
  type: 'product',
  category: 'serum',
  price: 199,
  crossedPrice: 259.9,
  purpose: 'Deep hydration',
  useScenarios: 'Morning and evening, after toner',
  specifications: '30 ml',
  recommendedReason: 'Light texture, absorbs quickly',
  displayMethod: 'graphic',
  recommendedCrowd: 'Dry and dehydrated skin',
  notApplicableCrowd: 'Broken or irritated skin',
  component: 'Hyaluronic acid, panthenol',
  introduction: 'A daily serum that keeps the skin hydrated.',
  hyperlink: 'https://example.com/serum',
  shelf: 'up',
  remark: null,
  picture: null,
};

/** A goods item as an exported row: prices in yuan, choices by key, no picture (blank keeps it). */
export const exportedRow = (g: typeof goods.$inferSelect): Row => ({
  id: g.id,
  name: g.name,
  type: g.type,
  category: g.category,
  price: g.price / 100,
  crossedPrice: g.crossedPrice === null ? null : g.crossedPrice / 100,
  purpose: g.purpose,
  useScenarios: g.useScenarios,
  specifications: g.specifications,
  recommendedReason: g.recommendedReason,
  displayMethod: g.displayMethod,
  recommendedCrowd: g.recommendedCrowd,
  notApplicableCrowd: g.notApplicableCrowd,
  component: g.component,
  introduction: g.introduction,
  hyperlink: g.hyperlink,
  shelf: g.shelf === 1 ? 'up' : 'down',
  remark: g.remark,
  picture: null,
});

/**
 * The goods workbook in a language: the goods sheet (its header in that language, drop-down
 * lists in the choice columns for every row an upload reads) and the instructions sheet. The
 * template and the export are the same workbook, with the example row or the goods.
 */
export function goodsWorkbook(lang: GoodsSheetLanguage, rows: Row[]) {
  const w = GOODS_SHEET_WORDS[lang];
  const header = GOODS_BATCH_COLUMNS.map((c) => w.headers[c]);
  const body = rows.map((r) => GOODS_BATCH_COLUMNS.map((c) => r[c]));
  const widths = header.map((name, i) =>
    Math.min(
      40,
      Math.max(10, name.length + 4, ...body.slice(0, 50).map((r) => String(r[i] ?? '').length + 2)),
    ),
  );
  const lists = GOODS_BATCH_COLUMNS.flatMap((c, column) => {
    const values = LISTS[c];
    return values ? [{ column, values }] : [];
  });
  return writeWorkbook(
    [
      { name: w.dataSheet, rows: [header, ...body], widths, lists },
      { name: w.instructionsSheet, rows: instructions(w), widths: [24, 14, 44, 80] },
    ],
    DEFAULT_LIMITS.maxRows + 1,
  );
}

/** The template: the goods workbook with its example row. */
export const goodsTemplate = (lang: GoodsSheetLanguage) => goodsWorkbook(lang, [EXAMPLE]);
