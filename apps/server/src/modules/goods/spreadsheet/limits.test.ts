import { describe, expect, it } from 'vitest';
import { goodsRows, xlsx } from '../../../../test/fixtures/spreadsheets/crafted-xlsx.mjs';
import { readSpreadsheet } from './index';

describe('readSpreadsheet limits', () => {
  it('reads exactly the row limit and refuses one row more', async () => {
    const limits = { maxRows: 300 };
    expect((await readSpreadsheet(xlsx(goodsRows(300)), 'a.xlsx', limits)).rows).toHaveLength(300);
    await expect(readSpreadsheet(xlsx(goodsRows(301)), 'a.xlsx', limits)).rejects.toMatchObject({
      reason: 'tooManyRows',
    });
  });

  it('refuses a sheet of 100,000 rows without reading them all', async () => {
    // In a 32 MB heap all of its rows do not fit (read with a higher limit, the reader runs out of
    // memory), yet the refusal comes: the reader stopped at the limit. Memory, not time, shows it.
    const file = xlsx(goodsRows(100_000));
    const heap = { maxHeapMb: 32 };
    await expect(readSpreadsheet(file, 'big.xlsx', { ...heap, maxRows: 100_001 })).rejects.toMatchObject({
      reason: 'tooMuchData',
    });
    await expect(readSpreadsheet(file, 'big.xlsx', heap)).rejects.toMatchObject({ reason: 'tooManyRows' });
  });

  it('refuses more columns than the limit', async () => {
    const wide = (n: number) => [
      Array.from({ length: n }, (_, i) => `c${i}`),
      Array.from({ length: n }, (_, i) => i),
    ];
    expect((await readSpreadsheet(xlsx(wide(60)), 'a.xlsx')).header).toHaveLength(60);
    await expect(readSpreadsheet(xlsx(wide(61)), 'a.xlsx')).rejects.toMatchObject({
      reason: 'tooManyColumns',
    });
  });

  it('leaves out a cell over the length limit, as an error of that cell', async () => {
    const file = xlsx([
      ['name', 'remark'],
      ['ok', 'x'.repeat(5000)],
      ['long', 'x'.repeat(5001)],
    ]);
    const { rows, cellErrors } = await readSpreadsheet(file, 'a.xlsx');
    expect(rows.map((r) => r.cells)).toEqual([
      ['ok', 'x'.repeat(5000)],
      ['long', null],
    ]);
    expect(cellErrors).toEqual([{ row: 3, column: 'B', reason: 'tooLong' }]);
  });

  it('refuses a file over the size limit and text over the total', async () => {
    const file = xlsx(goodsRows(50));
    await expect(readSpreadsheet(file, 'a.xlsx', { maxFileBytes: 1000 })).rejects.toMatchObject({
      reason: 'tooLarge',
    });
    await expect(readSpreadsheet(file, 'a.xlsx', { maxTotalChars: 500 })).rejects.toMatchObject({
      reason: 'tooMuchData',
    });
  });

  it('refuses an empty file, a blank sheet and a header without rows', async () => {
    await expect(readSpreadsheet(Buffer.alloc(0), 'a.xlsx')).rejects.toMatchObject({ reason: 'empty' });
    await expect(readSpreadsheet(xlsx([]), 'a.xlsx')).rejects.toMatchObject({ reason: 'empty' });
    await expect(readSpreadsheet(xlsx([['name', 'price']]), 'a.xlsx')).rejects.toMatchObject({
      reason: 'empty',
    });
  });

  it('takes the first non-blank row as the header and numbers rows as the sheet does', async () => {
    const file = xlsx([[], [null, 'name', 'price'], [null, ' Serum ', 12.5], [], [null, 'Cream', 8]]);
    expect(await readSpreadsheet(file, 'a.xlsx')).toEqual({
      header: ['', 'name', 'price'],
      rows: [
        { row: 3, cells: [null, 'Serum', 12.5] },
        { row: 5, cells: [null, 'Cream', 8] },
      ],
      cellErrors: [],
    });
  });
});
