import fs from 'node:fs';
import path from 'node:path';
import { GOODS_BATCH_COLUMNS, GOODS_SHEET_WORDS, type GoodsBatchResult } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { readSpreadsheet } from '../src/modules/goods/spreadsheet';
import { type CraftedCell, sheetXml, xlsx, xlsxEntries, zip } from './fixtures/spreadsheets/crafted-xlsx.mjs';
import { TINY_JPEG, TINY_PNG } from './fixtures/tiny-images';
import { createTestApp } from './harness';

/**
 * The goods batch upload through the API: template, dry run, all-or-nothing commit, re-upload,
 * pictures, hostile files and who may upload for whom.
 */
const t = await createTestApp();
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'spreadsheets');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const PNG = TINY_PNG;
const JPEG = TINY_JPEG;
const GOOD_PICTURES = [
  { field: 'images', name: 'hydra.png', bytes: PNG },
  { field: 'images', name: 'cream.jpg', bytes: JPEG },
];

type Part = { field: string; name: string; bytes: Buffer };
function multipart(parts: Part[]) {
  const b = `----batch${Math.random().toString(36).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}
/** Sends a batch; `query` holds dryRun and ownerId. */
const upload = (who: string, parts: Part[], query: Record<string, string> = {}) =>
  t.as(who, { method: 'POST', url: '/api/goods/batch', query, ...multipart(parts) });
const sheet = (name: string, bytes: Buffer = fixture(name)) => ({ field: 'file', name, bytes });
const resultOf = (res: { json(): { data: GoodsBatchResult } }) => res.json().data;
const goodsCount = async () =>
  Number(
    ((await t.db.execute(sql`select count(*)::int as n from goods`)) as unknown as { rows: { n: number }[] })
      .rows[0].n,
  );
const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
async function goodsNamed(who: string, name: string) {
  const res = await t.as(who, {
    method: 'GET',
    url: `/api/goods?pageNum=1&pageSize=50&name=${encodeURIComponent(name)}`,
  });
  return res.json().data.list as Record<string, unknown>[];
}
const HEADER = [...GOODS_BATCH_COLUMNS];
/** A sheet of the batch columns; each row gives the cells it sets by column. */
const rowsSheet = (rows: Partial<Record<(typeof HEADER)[number], CraftedCell>>[]) =>
  xlsx([HEADER, ...rows.map((r) => HEADER.map((c) => r[c] ?? null))]);

describe('goods batch upload', () => {
  it('hands out a template with the goods columns (in English unless asked) and an example row', async () => {
    const res = await t.as('agent1', { method: 'GET', url: '/api/goods/batch/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="goods-template.xlsx"');
    const read = await readSpreadsheet(res.rawPayload, 'goods-template.xlsx');
    expect(read.header).toEqual(HEADER.map((c) => GOODS_SHEET_WORDS.en.headers[c]));
    expect(read.rows).toHaveLength(1);
  });

  it.each(['xlsx', 'xlsm', 'xls', 'xlsb'])('checks a good .%s without writing anything', async (ext) => {
    const before = await goodsCount();
    const res = await upload('agent1', [sheet(`goods-batch.${ext}`), ...GOOD_PICTURES]);
    expect(res.statusCode, res.body).toBe(200);
    expect(resultOf(res)).toMatchObject({
      rows: 4,
      valid: 4,
      errors: [],
      created: 4,
      updated: 0,
      written: false,
    });
    expect(await goodsCount()).toBe(before);
  });

  it('writes a good file for the agent, then finds nothing to change in the same goods in another format', async () => {
    const res = await upload('agent1', [sheet('goods-batch.xlsx'), ...GOOD_PICTURES], { dryRun: 'false' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Upload Successful');
    expect(resultOf(res)).toMatchObject({
      rows: 4,
      valid: 4,
      created: 4,
      updated: 0,
      unchanged: 0,
      written: true,
    });
    const [hydra] = await goodsNamed('agent1', 'Hydra Serum');
    expect(hydra).toMatchObject({
      name: 'Hydra Serum 30ml',
      ownerName: 'East China agent',
      type: 'product',
      category: 'serum',
      price: 19900,
      crossedPrice: 25900,
      displayMethod: 'graphic',
      shelf: 1,
      remark: null,
      hyperlink: 'https://example.com/hydra',
    });
    expect(hydra.iconUrl).toMatch(/^\/api\/files\//);
    expect((await t.as('agent1', { method: 'GET', url: hydra.iconUrl as string })).rawPayload).toEqual(PNG);
    expect((await goodsNamed('agent1', 'Sun Shield'))[0]).toMatchObject({
      category: 'sunscreen',
      price: 12950,
      crossedPrice: null,
      displayMethod: 'text',
      shelf: 0,
      iconUrl: null,
    });
    expect((await goodsNamed('agent1', '修护面霜'))[0]).toMatchObject({
      category: 'lotion',
      crossedPrice: 32880,
    });
    expect((await goodsNamed('agent1', 'Skin Scan Wand'))[0]).toMatchObject({ type: 'instrument', shelf: 0 });

    const before = await goodsCount();
    for (const ext of ['xlsx', 'xls', 'xlsb']) {
      const again = await upload('agent1', [sheet(`goods-batch.${ext}`), ...GOOD_PICTURES], {
        dryRun: 'false',
      });
      expect(resultOf(again)).toMatchObject({ created: 0, updated: 0, unchanged: 4, written: true });
    }
    expect(await goodsCount()).toBe(before);
    expect(await goodsNamed('agent1', 'Hydra Serum')).toHaveLength(1);
  });

  it('updates goods of the same name ignoring case, and the picture when its bytes differ', async () => {
    const other = Buffer.concat([PNG, Buffer.from('other')]);
    const res = await upload(
      'agent1',
      [
        sheet(
          're.xlsx',
          rowsSheet([{ name: 'HYDRA SERUM 30ML', type: 'product', price: 189, picture: 'hydra.png' }]),
        ),
        { field: 'images', name: 'hydra.png', bytes: other },
      ],
      { dryRun: 'false' },
    );
    expect(resultOf(res)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const [hydra] = await goodsNamed('agent1', 'Hydra Serum');
    // The sheet is the goods item now: its name as written, blank cells blank.
    expect(hydra).toMatchObject({ name: 'HYDRA SERUM 30ML', price: 18900, category: null, purpose: null });
    expect((await t.as('agent1', { method: 'GET', url: hydra.iconUrl as string })).rawPayload).toEqual(other);
  });

  it('lists every error of every row, by row and column, and writes nothing even when asked to', async () => {
    const bad = rowsSheet([
      { name: 'Fine', type: 'product', price: 10 },
      { type: 'product', price: 10 },
      { name: 'Bad type', type: 'cream', price: 'abc' },
      { name: 'Cents', type: 'product', price: 1.234, crossedPrice: -1 },
      { name: 'x'.repeat(65), type: 'product', price: 1, hyperlink: 'ftp://x', shelf: 'maybe' },
      { name: 'fine', type: 'product', price: 1, picture: 'missing.png', category: '__proto__' },
      { name: 'Formula', type: 'product', price: { xml: '<c r="$REF"><f>1+1</f><v>2</v></c>' } },
    ]);
    const expected = [
      { row: 3, column: 'name', message: { key: 'fieldRequired' } },
      {
        row: 4,
        column: 'type',
        message: { key: 'valueNotAllowed', params: { allowed: 'product, instrument' } },
      },
      { row: 4, column: 'price', message: { key: 'priceFormat' } },
      { row: 5, column: 'price', message: { key: 'priceFormat' } },
      { row: 5, column: 'crossedPrice', message: { key: 'priceFormat' } },
      { row: 6, column: 'name', message: { key: 'fieldTooLong', params: { max: 64 } } },
      { row: 6, column: 'hyperlink', message: { key: 'hyperlinkRule' } },
      { row: 6, column: 'shelf', message: { key: 'valueNotAllowed', params: { allowed: 'up, down, 1, 0' } } },
      { row: 7, column: 'name', message: { key: 'nameRepeated', params: { row: 2 } } },
      { row: 7, column: 'category', message: { key: 'valueNotAllowed', params: expect.any(Object) } },
      { row: 7, column: 'picture', message: { key: 'pictureNotUploaded', params: { name: 'missing.png' } } },
      { row: 8, column: 'price', message: { key: 'cellFormula' } },
    ];
    const dry = await upload('agent1', [sheet('bad.xlsx', bad)]);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(resultOf(dry)).toMatchObject({ rows: 7, valid: 1, errorCount: expected.length, written: false });
    expect(resultOf(dry).errors).toEqual(expected);
    const before = await goodsCount();
    const commit = await upload('agent1', [sheet('bad.xlsx', bad)], { dryRun: 'false' });
    expect(commit.statusCode).toBe(400);
    expect(commit.json()).toMatchObject({
      msg: `The sheet has ${expected.length} errors: nothing was written`,
      data: { message: { key: 'batchHasErrors' }, errors: expected, written: false },
    });
    expect(await goodsCount()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a header that does not name the goods columns, alone', async () => {
    const res = await upload('agent1', [sheet('goods.xlsx')]);
    expect(resultOf(res).errors).toEqual([
      { row: 0, column: 'listedOn', message: { key: 'columnUnknown', params: { name: 'listedOn' } } },
    ]);
    const missing = await upload('agent1', [
      sheet(
        'm.xlsx',
        xlsx([
          ['name', 'remark'],
          ['A', 'r'],
        ]),
      ),
    ]);
    expect(resultOf(missing).errors.map((e) => e.message)).toEqual([
      { key: 'columnMissing', params: { name: 'type' } },
      { key: 'columnMissing', params: { name: 'price' } },
    ]);
  });

  it('refuses a picture over 200 KB with the product message, writing nothing', async () => {
    const before = await goodsCount();
    const big = Buffer.concat([PNG, Buffer.alloc(200 * 1024)]);
    const res = await upload(
      'agent1',
      [sheet('goods-batch.xlsx'), { field: 'images', name: 'hydra.png', bytes: big }],
      {
        dryRun: 'false',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: 'Pictures size must not exceed 200 KB',
      data: { message: { key: 'pictureTooLarge' } },
    });
    const gif = await upload('agent1', [
      sheet('goods-batch.xlsx'),
      { field: 'images', name: 'a.gif', bytes: Buffer.from('GIF89a;') },
    ]);
    expect(gif.json().data.message).toEqual({ key: 'batchPictureFormat', params: { name: 'a.gif' } });
    expect(await goodsCount()).toBe(before);
  });

  it('asks for the spreadsheet when none is sent', async () => {
    for (const res of [
      await upload('agent1', GOOD_PICTURES, { dryRun: 'false' }),
      await t.as('agent1', { method: 'POST', url: '/api/goods/batch', payload: { file: 'x' } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Please upload a product Excel file');
    }
  });

  it.each([
    ['zip-bomb.xlsx', 'sheetZipBomb'],
    ['zip-bomb-lying.xlsx', 'sheetZipBomb'],
    ['proto-header.xlsx', 'sheetHeaderName'],
    ['png-renamed.xlsx', 'sheetFormat'],
    ['truncated.xlsx', 'sheetUnreadable'],
  ])('refuses the hostile %s with a clear message', async (name, key) => {
    const res = await upload('agent1', [sheet(name)], { dryRun: 'false' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.message.key).toBe(key);
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('refuses a small workbook that is too much to read for what it holds, not for a size it does not have', async () => {
    const limits = { rows: 5000, columns: 60, chars: 20_000_000 };
    // 1.6 KB: one hyperlink over A1:XFD5000 has the parser make a cell for each of its 82 million
    // cells, and the reader runs out of memory.
    const linked = sheetXml([HEADER]).replace(
      '</sheetData>',
      '</sheetData><hyperlinks><hyperlink ref="A1:XFD5000" location="Goods!A1"/></hyperlinks>',
    );
    const huge = zip(xlsxEntries([], { sheet: { data: Buffer.from(linked) } }));
    expect(huge.length).toBeLessThan(2000);
    const res = await upload('agent1', [sheet('links.xlsx', huge)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.message).toEqual({ key: 'sheetTooMuchData', params: limits });
    // 44 KB: one shared string of 4,100 characters in 5000 rows is over 20 million characters of text.
    const shared = { xml: '<c r="$REF" t="s"><v>0</v></c>' };
    const entries = xlsxEntries([
      ['name', 'remark'],
      ...Array.from({ length: 5000 }, () => ['Serum', shared]),
    ]);
    const types = entries.find((e) => e.name === '[Content_Types].xml')!;
    types.data = Buffer.from(
      String(types.data).replace(
        '</Types>',
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
      ),
    );
    const sst = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="5000" uniqueCount="1"><si><t>${'x'.repeat(4100)}</t></si></sst>`;
    const text = zip([...entries, { name: 'xl/sharedStrings.xml', data: Buffer.from(sst) }]);
    expect(text.length).toBeLessThan(100 * 1024);
    const res2 = await upload('agent1', [sheet('text.xlsx', text)]);
    expect(res2.json().data.message).toEqual({ key: 'sheetTooMuchData', params: limits });
  }, 30_000);

  it('writes for the agent itself or below it; a sibling agent is refused, platform staff name anyone', async () => {
    const agent2 = await userId('agent2');
    const sibling = await upload('agent1', [sheet('goods-batch.xlsx'), ...GOOD_PICTURES], {
      dryRun: 'false',
      ownerId: String(agent2),
    });
    expect(sibling.statusCode).toBe(400);
    expect(sibling.json().data.fieldMessages).toEqual({ ownerId: { key: 'chooseOwner' } });
    const staff = await upload('operator', [sheet('goods-batch.xls'), ...GOOD_PICTURES], {
      ownerId: String(agent2),
    });
    expect(resultOf(staff)).toMatchObject({ valid: 4, created: 4 });
    const platform = await upload('operator', [sheet('goods-batch.xls'), ...GOOD_PICTURES], {
      dryRun: 'false',
    });
    expect(resultOf(platform)).toMatchObject({ created: 4, written: true });
    expect((await goodsNamed('admin', 'Skin Scan Wand')).map((g) => g.ownerId).sort()).toEqual(
      [await userId('agent1'), null].sort(),
    );
  });

  it('writes the largest sheet (5000 rows) in one go, and refuses a larger one', async () => {
    const many = (price: number) =>
      rowsSheet(Array.from({ length: 5000 }, (_, i) => ({ name: `Bulk ${i}`, type: 'product', price })));
    const first = await upload('agent2', [sheet('many.xlsx', many(10))], { dryRun: 'false' });
    expect(resultOf(first)).toMatchObject({ rows: 5000, created: 5000, written: true });
    const again = await upload('agent2', [sheet('many.xlsx', many(12.5))], { dryRun: 'false' });
    expect(resultOf(again)).toMatchObject({ created: 0, updated: 5000, written: true });
    const over = rowsSheet(
      Array.from({ length: 5001 }, (_, i) => ({ name: `Over ${i}`, type: 'product', price: 1 })),
    );
    const res = await upload('agent2', [sheet('over.xlsx', over)]);
    expect(res.json().data.message).toEqual({ key: 'sheetTooManyRows', params: { max: 5000 } });
    // An export holds at most what one upload reads: 5000 goods and the platform's are refused whole.
    const all = await t.as('agent2', { method: 'GET', url: '/api/goods/batch/export' });
    expect(all.json().data.message).toEqual({ key: 'exportTooMany', params: { max: 5000 } });
    const some = await t.as('agent2', { method: 'GET', url: '/api/goods/batch/export?name=Bulk%20499' });
    expect((await readSpreadsheet(some.rawPayload, 'goods.xlsx')).rows).toHaveLength(11);
    // Three sheets of 5,000 rows: a busy machine makes this slower, never wrong.
  }, 240_000);

  it('is not for merchants', async () => {
    expect((await t.as('merchant1', { method: 'GET', url: '/api/goods/batch/template' })).statusCode).toBe(
      403,
    );
    expect((await upload('merchant1', [sheet('goods-batch.xlsx')])).statusCode).toBe(403);
  });
});
