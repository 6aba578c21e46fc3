import { describe, expect, it } from 'vitest';
import { A4_LABELS, gridOf, paginate } from './label-layout';

describe('label sheet layout', () => {
  it('fits 3 x 6 labels of 60 x 40 mm on A4 with 10 mm margins and 5 mm gaps', () => {
    expect(gridOf(A4_LABELS)).toEqual({ columns: 3, rows: 6, perPage: 18 });
  });
  it('never leaves the printable area', () => {
    const { columns, rows } = gridOf(A4_LABELS);
    const s = A4_LABELS;
    expect(columns * s.labelWidth + (columns - 1) * s.gap).toBeLessThanOrEqual(s.pageWidth - 2 * s.margin);
    expect(rows * s.labelHeight + (rows - 1) * s.gap).toBeLessThanOrEqual(s.pageHeight - 2 * s.margin);
  });
  it('puts at least one label on a page however large the label', () => {
    expect(gridOf({ ...A4_LABELS, labelWidth: 500, labelHeight: 500 }).perPage).toBe(1);
  });
  it('cuts the labels into full pages and a last partial one', () => {
    const serials = Array.from({ length: 40 }, (_, i) => i);
    expect(paginate(serials, 18).map((p) => p.length)).toEqual([18, 18, 4]);
    expect(paginate(serials, 18)[2]).toEqual([36, 37, 38, 39]);
    expect(paginate([], 18)).toEqual([]);
  });
});
