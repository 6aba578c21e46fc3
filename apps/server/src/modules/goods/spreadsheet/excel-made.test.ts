import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../../paths';
import { readSpreadsheet } from './index';

/** Workbooks Microsoft Excel itself saved (test/fixtures/spreadsheets/excel-made/README.md). */
const DIR = path.join(SERVER_ROOT, 'test', 'fixtures', 'spreadsheets', 'excel-made');
const read = (name: string) => readSpreadsheet(fs.readFileSync(path.join(DIR, name)), name);
const reasonOf = (name: string) =>
  read(name).then(
    () => undefined,
    (e: { reason?: string }) => e.reason,
  );

describe('workbooks saved by Excel', () => {
  it.each(['AutoFilter.xlsb', 'AutoFilter.xls'])(
    '%s: the header and every row, as Excel wrote them',
    async (name) => {
      const expected = JSON.parse(
        fs.readFileSync(path.join(DIR, 'AutoFilter.xlsb.0.json'), 'utf8'),
      ) as Record<string, string>[];
      const sheet = await read(name);
      expect(sheet.header).toEqual(['Code', 'Format', 'Library', 'Notes', 'Importance']);
      const asText = sheet.rows.map((r) =>
        Object.fromEntries(
          sheet.header.flatMap((h, i) =>
            r.cells[i] === null || r.cells[i] === undefined ? [] : [[h, String(r.cells[i])]],
          ),
        ),
      );
      expect(asText).toEqual(expected);
    },
  );

  it('a macro-enabled workbook with Russian number formats, and a binary one in three scripts', async () => {
    expect((await read('numfmt_1_russian.xlsm')).header[0]).toBe('Formatted Number');
    const mixed = await read('text_and_numbers.xlsb');
    expect(mixed.rows.map((r) => r.cells)).toContainEqual(['Hebrew', 'שלום', 'עולם']);
  });

  it('a sheet of one emoji has no rows under its header', async () => {
    expect(await reasonOf('sushi.xlsb')).toBe('empty');
  });

  it('a password-protected workbook is refused as such, not as damaged', async () => {
    expect(await reasonOf('password_2002_128_strong.xls')).toBe('encrypted');
  });
});
