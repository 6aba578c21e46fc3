import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import {
  GOODS_BATCH_COLUMNS,
  GOODS_SHEET_LANGUAGES,
  GOODS_SHEET_WORDS,
  type GoodsBatchResult,
} from '@skin/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../src/modules/goods/spreadsheet';
import { type CraftedCell, xlsx } from './fixtures/spreadsheets/crafted-xlsx.mjs';
import { createTestApp } from './harness';

/**
 * The goods workbook's round trip: the template in each language passes its own check, the
 * export writes the template's columns with ids and comes back as changes (never duplicates),
 * the crossed-price rule holds per row, and a password-protected workbook is named as such.
 */
const t = await createTestApp();
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'spreadsheets');

function multipart(name: string, bytes: Buffer) {
  const b = `----sheet${Math.random().toString(36).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}
const upload = (who: string, name: string, bytes: Buffer, query: Record<string, string> = {}) =>
  t.as(who, { method: 'POST', url: '/api/goods/batch', query, ...multipart(name, bytes) });
const resultOf = (res: { json(): { data: GoodsBatchResult } }) => res.json().data;
const get = (who: string, url: string, query: Record<string, string> = {}) =>
  t.as(who, { method: 'GET', url, query });
async function goodsNamed(who: string, name: string) {
  const res = await get(who, '/api/goods', { pageNum: '1', pageSize: '50', name });
  return res.json().data.list as { id: number; name: string; price: number; ownerId: number | null }[];
}
type Column = (typeof GOODS_BATCH_COLUMNS)[number];
/** A sheet with the keys as its header (as sheets were made before the names were translated). */
const keySheet = (rows: Partial<Record<Column, CraftedCell>>[]) =>
  xlsx([[...GOODS_BATCH_COLUMNS], ...rows.map((r) => GOODS_BATCH_COLUMNS.map((c) => r[c] ?? null))]);

describe('goods workbook', () => {
  it.each(GOODS_SHEET_LANGUAGES)('hands out a %s template that passes its own check', async (lang) => {
    const res = await get('agent1', '/api/goods/batch/template', { lang });
    expect(res.statusCode).toBe(200);
    const words = GOODS_SHEET_WORDS[lang];
    const read = await readSpreadsheet(res.rawPayload, 'goods-template.xlsx');
    expect(read.header).toEqual(GOODS_BATCH_COLUMNS.map((c) => words.headers[c]));
    const check = await upload('agent1', 'goods-template.xlsx', res.rawPayload);
    expect(check.statusCode, check.body).toBe(200);
    expect(resultOf(check)).toMatchObject({ rows: 1, valid: 1, errors: [], errorCount: 0 });
  });

  it('writes the instructions in the language asked for, and drop-down lists of the choices', async () => {
    const res = await get('agent1', '/api/goods/batch/template', { lang: 'de' });
    // Read by another library than the one that wrote it.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Waren', 'Anleitung']);
    const guide = book.worksheets[1];
    expect(guide.getRow(1).values).toEqual([
      undefined,
      'Spalte',
      'Pflicht',
      'Bedeutung',
      'Zulässige Werte und Format',
    ]);
    const priceRow = guide.getRow(GOODS_BATCH_COLUMNS.indexOf('price') + 2).values as string[];
    expect(priceRow.slice(1, 3)).toEqual(['Preis', 'Pflicht']);
    expect(guide.getRow(GOODS_BATCH_COLUMNS.indexOf('name') + 2).getCell(4).value).toBe(
      'Text, höchstens 64 Zeichen',
    );
    // exceljs reads data validation but its typings leave it out.
    const data = book.worksheets[0] as unknown as { dataValidations: { find(ref: string): unknown } };
    const typeCell = `${String.fromCharCode(65 + GOODS_BATCH_COLUMNS.indexOf('type'))}5001`;
    expect(data.dataValidations.find(typeCell)).toMatchObject({
      type: 'list',
      formulae: ['"product,instrument"'],
    });
    const shelfCell = `${String.fromCharCode(65 + GOODS_BATCH_COLUMNS.indexOf('shelf'))}2`;
    expect(data.dataValidations.find(shelfCell)).toMatchObject({ formulae: ['"up,down"'] });
    expect(data.dataValidations.find('B2')).toBeUndefined();
  });

  it('refuses a crossed-out price below the price on its row, as one goods item is refused', async () => {
    const sheet = keySheet([
      { name: 'Crossed ok', type: 'product', price: 10, crossedPrice: 10 },
      { name: 'Crossed low', type: 'product', price: 10, crossedPrice: 9.99 },
      { name: 'Crossed none', type: 'product', price: 10 },
    ]);
    const res = await upload('agent1', 'crossed.xlsx', sheet, { dryRun: 'false' });
    expect(res.statusCode).toBe(400);
    expect(resultOf(res)).toMatchObject({
      valid: 2,
      errorCount: 1,
      errors: [{ row: 3, column: 'crossedPrice', message: { key: 'crossedBelowPrice' } }],
      written: false,
    });
    expect(await goodsNamed('agent1', 'Crossed')).toEqual([]);
    // The same rule and message as a single goods item's create.
    const one = await t.as('agent1', {
      method: 'POST',
      url: '/api/goods',
      payload: { name: 'Crossed single', type: 'product', price: 1000, crossedPrice: 999 },
    });
    expect(one.json().data.fieldMessages).toEqual({ crossedPrice: { key: 'crossedBelowPrice' } });
  });

  it('exports the goods the filters match in the template columns; an edited price comes back as a change', async () => {
    const made = await upload(
      'agent1',
      'mine.xlsx',
      keySheet([
        { name: 'Trip serum', type: 'product', category: 'serum', price: 120, crossedPrice: 150 },
        { name: 'Trip wand', type: 'instrument', price: 3000, shelf: 'down', remark: '=not a formula' },
      ]),
      { dryRun: 'false' },
    );
    expect(resultOf(made)).toMatchObject({ created: 2, written: true });
    const before = await goodsNamed('agent1', 'Trip');
    const exported = await get('agent1', '/api/goods/batch/export', { lang: 'zh-CN', name: 'Trip' });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="goods.xlsx"');
    const template = await get('agent1', '/api/goods/batch/template', { lang: 'zh-CN' });
    const read = await readSpreadsheet(exported.rawPayload, 'goods.xlsx');
    expect(read.header).toEqual((await readSpreadsheet(template.rawPayload, 't.xlsx')).header);
    const col = (c: Column) => GOODS_BATCH_COLUMNS.indexOf(c);
    expect(read.rows.map((r) => [r.cells[col('id')], r.cells[col('name')], r.cells[col('price')]])).toEqual(
      before.sort((a, b) => a.id - b.id).map((g) => [g.id, g.name, g.price / 100]),
    );
    expect(read.rows[1].cells[col('shelf')]).toBe('down');
    expect(read.rows[1].cells[col('remark')]).toBe('=not a formula');

    // Edit the price of the serum and rename the wand in the exported file itself.
    const book = XLSX.read(exported.rawPayload);
    const sheet = book.Sheets[book.SheetNames[0]];
    sheet[XLSX.utils.encode_cell({ r: 1, c: col('price') })] = { t: 'n', v: 99.5 };
    sheet[XLSX.utils.encode_cell({ r: 2, c: col('name') })] = { t: 's', v: 'Trip wand II' };
    const edited: Buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
    const res = await upload('agent1', 'goods.xlsx', edited, { dryRun: 'false' });
    expect(res.statusCode, res.body).toBe(200);
    expect(resultOf(res)).toMatchObject({ created: 0, updated: 2, unchanged: 0, written: true });
    const after = await goodsNamed('agent1', 'Trip');
    expect(after.map((g) => [g.id, g.name, g.price]).sort()).toEqual(
      [
        [before.find((g) => g.name === 'Trip serum')!.id, 'Trip serum', 9950],
        [before.find((g) => g.name === 'Trip wand')!.id, 'Trip wand II', 300000],
      ].sort(),
    );
    // The same file again changes nothing.
    const again = await upload('agent1', 'goods.xlsx', edited, { dryRun: 'false' });
    expect(resultOf(again)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('lets goods the caller only reads come back unchanged, never changed', async () => {
    const platform = await upload(
      'operator',
      'p.xlsx',
      keySheet([{ name: 'Trip platform', type: 'product', price: 5 }]),
      {
        dryRun: 'false',
      },
    );
    expect(resultOf(platform)).toMatchObject({ created: 1 });
    const exported = await get('agent1', '/api/goods/batch/export', { name: 'Trip platform' });
    const read = await readSpreadsheet(exported.rawPayload, 'goods.xlsx');
    expect(read.rows).toHaveLength(1);
    const same = await upload('agent1', 'goods.xlsx', exported.rawPayload, { dryRun: 'false' });
    expect(resultOf(same)).toMatchObject({ unchanged: 1, created: 0, written: true });
    const cells = [...read.rows[0].cells];
    cells[GOODS_BATCH_COLUMNS.indexOf('price')] = 6;
    const changed = await upload('agent1', 'goods.xlsx', xlsx([read.header, cells]), { dryRun: 'false' });
    expect(resultOf(changed)).toMatchObject({
      errors: [{ row: 2, column: 'id', message: { key: 'goodsReadOnly' } }],
      written: false,
    });
    expect((await goodsNamed('admin', 'Trip platform'))[0].price).toBe(500);
  });

  it('refuses ids it cannot match and names an exported row would take twice', async () => {
    const [serum] = await goodsNamed('agent1', 'Trip serum');
    const [wand] = await goodsNamed('agent1', 'Trip wand II');
    const res = await upload(
      'agent1',
      'ids.xlsx',
      keySheet([
        { id: 2_000_000_000, name: 'Nowhere', type: 'product', price: 1 },
        { id: 'abc', name: 'Bad id', type: 'product', price: 1 },
        { id: serum.id, name: 'Trip serum', type: 'product', price: 1 },
        { id: serum.id, name: 'Trip serum', type: 'product', price: 2 },
        { id: wand.id, name: 'trip SERUM', type: 'instrument', price: 1 },
      ]),
    );
    expect(resultOf(res).errors).toEqual([
      { row: 2, column: 'id', message: { key: 'goodsNotFound' } },
      { row: 3, column: 'id', message: { key: 'goodsIdFormat' } },
      { row: 5, column: 'id', message: { key: 'idRepeated', params: { row: 4 } } },
      { row: 6, column: 'name', message: { key: 'goodsNameTaken' } },
    ]);
  });

  it('names a password-protected workbook as such', async () => {
    const bytes = fs.readFileSync(path.join(FIXTURES, 'password-protected.xlsx'));
    const res = await upload('agent1', 'password-protected.xlsx', bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({
      message: { key: 'sheetEncrypted' },
      fieldMessages: { file: { key: 'sheetEncrypted' } },
    });
  });
});
