import { describe, expect, it } from 'vitest';
import { readSpreadsheet, writeTemplate } from './index';

const HEADER = ['name', 'type', 'category', 'price', 'crossedPrice', 'purpose', 'shelf', 'remark'];

describe('writeTemplate', () => {
  it('writes an xlsx the reader reads back', async () => {
    const example = ['Hydra Serum 30ml', 'goods', 'serum', 199, 259, 'hydration', 'A-01', '=1+1 stays text'];
    const file = await writeTemplate(HEADER, example);
    expect(file.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(await readSpreadsheet(file, 'goods-template.xlsx')).toEqual({
      header: HEADER,
      rows: [{ row: 2, cells: example }],
      cellErrors: [],
    });
  });

  it('writes the header alone', async () => {
    await expect(readSpreadsheet(await writeTemplate(HEADER), 't.xlsx')).rejects.toMatchObject({
      reason: 'empty',
    });
  });

  it('refuses a header the reader would refuse', async () => {
    await expect(writeTemplate(['name', '__proto__'])).rejects.toMatchObject({ reason: 'headerName' });
    await expect(writeTemplate(['name', 'name'])).rejects.toMatchObject({ reason: 'headerName' });
  });
});
