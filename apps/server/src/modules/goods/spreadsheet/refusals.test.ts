import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { goodsRows, xlsx, xlsxEntries, zip } from '../../../../test/fixtures/spreadsheets/crafted-xlsx.mjs';
import { SERVER_ROOT } from '../../../paths';
import { readSpreadsheet } from './index';

const FIXTURES = path.join(SERVER_ROOT, 'test', 'fixtures', 'spreadsheets');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** The reason a file is refused with, and how long that took. */
async function refusal(bytes: Buffer, name: string) {
  const started = performance.now();
  const error = await readSpreadsheet(bytes, name).then(
    () => null,
    (e: { reason?: string }) => e,
  );
  return { reason: error?.reason, ms: performance.now() - started };
}

describe('crafted files are refused, each with its reason', () => {
  // Refused from the first bytes or the zip directory: no reader thread is started.
  it.each([
    ['zip-bomb.xlsx', 'zipBomb'],
    ['zip-many-entries.xlsx', 'zipBomb'],
    ['png-renamed.xlsx', 'format'],
    ['truncated.xlsx', 'unreadable'],
  ])('%s: %s, at once', async (name, reason) => {
    const { reason: got, ms } = await refusal(fixture(name), name);
    expect(got).toBe(reason);
    expect(ms).toBeLessThan(100);
  });

  // These need the reader thread: the directory looks honest, or the sheet itself is at fault.
  it.each([
    ['zip-bomb-lying.xlsx', 'zipBomb'],
    ['proto-header.xlsx', 'headerName'],
  ])('%s: %s, within seconds', async (name, reason) => {
    const { reason: got, ms } = await refusal(fixture(name), name);
    expect(got).toBe(reason);
    expect(ms).toBeLessThan(3000);
  });

  it('refuses names and contents that are not one of the four formats', async () => {
    expect((await refusal(fixture('goods.xlsx'), 'goods.csv')).reason).toBe('format');
    expect((await refusal(fixture('goods.xlsx'), 'goods')).reason).toBe('format');
    const html = Buffer.from('<table><tr><td>name</td></tr><tr><td>Serum</td></tr></table>');
    expect((await refusal(html, 'goods.xls')).reason).toBe('format');
    const csv = Buffer.from('name,price\nSerum,12\n');
    expect((await refusal(csv, 'goods.xlsx')).reason).toBe('format');
  });

  it('refuses zips that are some other document', async () => {
    const docx = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w/>') },
    ]);
    expect((await refusal(docx, 'a.xlsx')).reason).toBe('format');
    // The parser would read a package with a manifest as OpenDocument, not as the Excel it claims.
    const ods = zip([
      ...xlsxEntries(goodsRows(1)),
      { name: 'META-INF/manifest.xml', data: Buffer.from('<m/>') },
    ]);
    expect((await refusal(ods, 'a.xlsx')).reason).toBe('format');
  });

  it('refuses a local header that claims another size than the directory', async () => {
    // The parser allocates what the local header claims: 4 GB here, outside any heap limit.
    const file = xlsx(goodsRows(1));
    file.writeUInt32LE(0xfffffff0, 22);
    expect((await refusal(file, 'a.xlsx')).reason).toBe('unreadable');
  });

  it('refuses a damaged compound file and a damaged deflate stream', async () => {
    const ole2 = Buffer.concat([fixture('goods.xls').subarray(0, 1024), Buffer.alloc(2048, 0xff)]);
    expect((await refusal(ole2, 'a.xls')).reason).toBe('unreadable');
    const file = xlsx(goodsRows(3));
    const sheetAt = file.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    file.fill(0xff, sheetAt, sheetAt + 20);
    expect((await refusal(file, 'a.xlsx')).reason).toBe('unreadable');
  });
});
