import { EXPORT_PAGE_SIZE, type TestWithScores } from '@skin/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localName } from '../components/local-name';

const pages = vi.hoisted(() => [] as unknown[]);
const asked = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../lib/endpoint-client', () => ({
  call: async (_endpoint: unknown, input: { query: { pageNum: number } }) => {
    asked.push(input.query);
    return pages[input.query.pageNum - 1];
  },
}));
const { makeTestExport, testExportName } = await import('./export-tests');

const test = (id: number, scores: [number, number][]): TestWithScores => ({
  id,
  storeId: 1,
  storeName: 'Lotus',
  consumerId: 1,
  name: 'Chen Jing',
  facePosition: 'front',
  deviceModel: null,
  firmware: null,
  score: 60,
  skinAge: null,
  testedAt: '2026-11-20T01:30:00.000Z',
  scores: scores.map(([diseaseId, score]) => ({ diseaseId, score })),
});
const DIMENSIONS = [
  { id: 1, code: 'pores', name: '毛孔', nameEn: 'Pores' },
  { id: 2, code: 'acne', name: '痘痘', nameEn: 'Acne' },
  { id: 3, code: 'spots', name: '色斑', nameEn: null },
];

beforeEach(() => {
  pages.length = 0;
  asked.length = 0;
});

describe('the test export', () => {
  it('is named for the viewer’s day', () => {
    expect(testExportName(new Date(2026, 11, 7, 23, 59))).toBe('tests-2026-12-07');
    expect(testExportName(new Date(2027, 0, 1, 0, 0))).toBe('tests-2027-01-01');
  });

  it('adds a column per dimension the tests score, in the catalogue order, named in the viewer’s language', async () => {
    const full = Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => test(i + 1, [[2, 40]]));
    pages.push(
      { list: full, total: 501, pageNum: 1, pageSize: EXPORT_PAGE_SIZE, dimensions: DIMENSIONS },
      {
        list: [
          test(999, [
            [1, 35],
            [2, 72],
          ]),
        ],
        total: 501,
        pageNum: 2,
        pageSize: EXPORT_PAGE_SIZE,
        dimensions: DIMENSIONS,
      },
    );
    const sheet = await makeTestExport({ storeId: 4 }, [{ header: 'Name', value: (r) => r.name }], (d) =>
      localName(d, 'de'),
    );
    // Two pages: the first full, the second short.
    expect(asked).toEqual([
      { storeId: 4, pageNum: 1, pageSize: EXPORT_PAGE_SIZE },
      { storeId: 4, pageNum: 2, pageSize: EXPORT_PAGE_SIZE },
    ]);
    expect(sheet.rows).toHaveLength(501);
    // Spots is scored by no exported test: no column.
    expect(sheet.columns.map((c) => c.header)).toEqual(['Name', 'Pores', 'Acne']);
    const last = sheet.rows.at(-1)!;
    expect(sheet.columns.map((c) => c.value(last))).toEqual(['Chen Jing', 35, 72]);
    expect(sheet.columns.map((c) => c.value(sheet.rows[0]))).toEqual(['Chen Jing', null, 40]);
    expect(sheet.fileName).toMatch(/^tests-\d{4}-\d{2}-\d{2}$/);
  });

  it('names a dimension in Chinese for Chinese readers, and by its entered name where it has no English', () => {
    expect(localName(DIMENSIONS[0], 'zh-TW')).toBe('毛孔');
    expect(localName(DIMENSIONS[0], 'en')).toBe('Pores');
    expect(localName(DIMENSIONS[2], 'fr')).toBe('色斑');
  });
});
