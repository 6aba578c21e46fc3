import { describe, expect, it } from 'vitest';
import { checkSheet } from './goods-batch-rows';
import { CATEGORY_WORDS, centsOf, SHELF_WORDS, TYPE_WORDS, wordOf } from './goods-batch-words';

describe('goods batch cells', () => {
  it('reads prices in yuan with at most two decimals as cents', () => {
    expect([199, 129.5, 0.1, '19.99', '¥1,299.00', ' 7 '].map(centsOf)).toEqual([
      19900, 12950, 10, 1999, 129900, 700,
    ]);
    for (const bad of [1.234, -1, '1.2.3', 'abc', '1e3', 10_000_000.01, Number.NaN])
      expect(centsOf(bad)).toBeUndefined();
  });

  it('takes enum keys, English and Chinese names, ignoring case; nothing from the object prototype', () => {
    expect(wordOf(TYPE_WORDS, 'INSTRUMENT')).toBe('instrument');
    expect(wordOf(CATEGORY_WORDS, '院裝套盒')).toBe('coffret');
    expect(wordOf(CATEGORY_WORDS, 'eye care')).toBe('eyeCare');
    expect([1, 0, '1', 'Down', '上架'].map((c) => wordOf(SHELF_WORDS, c))).toEqual([1, 0, 1, 0, 1]);
    for (const hostile of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(wordOf(TYPE_WORDS, hostile)).toBeUndefined();
  });
});

describe('checkSheet', () => {
  const sheet = (header: string[], rows: (string | number | null)[][], cellErrors = []) => ({
    header,
    rows: rows.map((cells, i) => ({ row: i + 2, cells })),
    cellErrors,
  });

  it('matches header names ignoring case and leaves unnamed columns unread', () => {
    const { rows, errors } = checkSheet(
      sheet(['Name', 'TYPE', 'price', ''], [['Serum', 'product', 1, 'a note']]),
      new Set(),
    );
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ row: 2, picture: null, values: { name: 'Serum', price: 100, shelf: 1 } });
    expect(rows[0].values).toMatchObject({ displayMethod: 'graphic', category: null, remark: null });
  });

  it('reports a column named twice (ignoring case) in the header', () => {
    const { errors } = checkSheet(
      sheet(['name', 'type', 'price', 'NAME'], [['A', 'product', 1, 'B']]),
      new Set(),
    );
    expect(errors).toEqual([{ row: 0, column: 'NAME', message: { key: 'sheetHeaderName' } }]);
  });

  it('reports a cell the reader left out once, and only in a goods column', () => {
    const { rows, errors } = checkSheet(
      sheet(['name', 'type', 'price', ''], [[null, 'product', 1, null]], [
        { row: 2, column: 'A', reason: 'tooLong' },
        { row: 2, column: 'D', reason: 'formula' },
      ] as never),
      new Set(),
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { row: 2, column: 'name', message: { key: 'cellTooLong', params: { max: 5000 } } },
    ]);
  });

  it('keeps numbers written into text columns as text', () => {
    const { rows } = checkSheet(
      sheet(['name', 'type', 'price', 'specifications'], [[2024, 'product', 1, 30]]),
      new Set(),
    );
    expect(rows[0].values).toMatchObject({ name: '2024', specifications: '30' });
  });
});
