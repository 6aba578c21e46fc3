import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../../paths';
import { readSpreadsheet } from './index';

const FIXTURES = path.join(SERVER_ROOT, 'test', 'fixtures', 'spreadsheets');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

// What LibreOffice wrote into every good fixture (goods.fods): padded text, a blank row (4),
// blank cells, CJK text, markup that stays text, and dates.
const GOODS = {
  header: ['name', 'type', 'category', 'price', 'crossedPrice', 'purpose', 'shelf', 'remark', 'listedOn'],
  rows: [
    {
      row: 2,
      cells: ['Hydra Serum 30ml', 'goods', 'serum', 199, 259, 'hydration', 'A-01', null, '2024-03-01'],
    },
    {
      row: 3,
      cells: [
        'Sun Shield SPF50',
        'goods',
        'sunscreen',
        129.5,
        null,
        'protection',
        'A-02',
        'New formula, <b>not</b> HTML',
        '2024-05-20',
      ],
    },
    {
      row: 5,
      cells: [
        'Skin Scan Session',
        'service',
        'analysis',
        0,
        null,
        'diagnosis',
        null,
        'free with any purchase',
        '2024-01-15',
      ],
    },
    { row: 6, cells: ['修护面霜', 'goods', 'cream', 268, 328, '修护', 'B-03', '含神经酰胺', '2023-12-31'] },
  ],
  cellErrors: [],
};

describe('readSpreadsheet on files a spreadsheet program wrote', () => {
  it.each(['goods.xlsx', 'goods.xlsm', 'goods.xls', 'goods.xlsb'])(
    'reads %s into the same rows',
    async (name) => {
      expect(await readSpreadsheet(fixture(name), name)).toEqual(GOODS);
    },
  );

  it('goes by the bytes, not by which of the four extensions the name has', async () => {
    expect(await readSpreadsheet(fixture('goods.xlsx'), 'GOODS.XLS')).toEqual(GOODS);
    expect(await readSpreadsheet(fixture('goods.xls'), 'goods.xlsx')).toEqual(GOODS);
  });

  it('reports formula cells as errors and never their cached values', async () => {
    const formula = (row: number, column: string) => ({ row, column, reason: 'formula' });
    expect(await readSpreadsheet(fixture('formula.xls'), 'formula.xls')).toEqual({
      header: ['name', 'price', 'crossedPrice'],
      rows: [
        { row: 2, cells: ['Hydra Serum 30ml', 199, null] },
        { row: 3, cells: ['Sun Shield SPF50', 129.5, null] },
        { row: 4, cells: [null, 99, null] },
      ],
      cellErrors: [formula(2, 'C'), formula(3, 'C'), formula(4, 'A')],
    });
    // Plain, shared and array formulas, including an array's cell that holds no formula of its own.
    const crafted = await readSpreadsheet(fixture('formula.xlsx'), 'formula.xlsx');
    expect(crafted.rows.map((r) => r.cells)).toEqual([
      ['Hydra Serum 30ml', 199, null, null],
      ['Sun Shield SPF50', 129.5, null, null],
      ['Night Cream', null, null, null],
    ]);
    expect(crafted.cellErrors).toEqual([
      formula(2, 'C'),
      formula(2, 'D'),
      formula(3, 'C'),
      formula(3, 'D'),
      formula(4, 'B'),
    ]);
  });
});
