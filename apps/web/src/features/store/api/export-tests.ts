import { type TestWithScores, testRecordEndpoints } from '@skin/contract';
import { fetchPages } from '../../../components/crud/api/fetch-all-pages';
import { type ExportColumn, type ExportSheet, localDay } from '../../../components/crud/export-excel';
import type { FilterValues } from '../../../components/crud/use-list-state';
import { call } from '../../../lib/endpoint-client';
import type { NamedRow } from '../components/local-name';

/** The test export's file name: `tests-` and the viewer's day (`tests-2026-12-07`). */
export const testExportName = (at = new Date()) => `tests-${localDay(at)}`;

/**
 * The test export (`GET /test-record/export`, page by page): the list's columns, then one column
 * per dimension any exported test scored, in the catalogue's order, named by `nameOf`. The server
 * refuses more than its limit of tests with a message of its own.
 */
export async function makeTestExport(
  filters: FilterValues,
  columns: readonly ExportColumn<TestWithScores>[],
  nameOf: (d: NamedRow) => string,
): Promise<ExportSheet<TestWithScores>> {
  const pages = await fetchPages((pageNum, pageSize) =>
    call(testRecordEndpoints.exportPage, { query: { ...filters, pageNum, pageSize } }),
  );
  const rows = pages.flatMap((p) => p.list);
  const scored = new Set(rows.flatMap((r) => r.scores.map((s) => s.diseaseId)));
  const dimensions = (pages[0]?.dimensions ?? []).filter((d) => scored.has(d.id));
  return {
    rows,
    columns: [
      ...columns,
      ...dimensions.map((d) => ({
        header: nameOf(d),
        value: (r: TestWithScores) => r.scores.find((s) => s.diseaseId === d.id)?.score ?? null,
      })),
    ],
    fileName: testExportName(),
  };
}
