import { testRecordEndpoints, testRecordResource } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** Under the test records' root key: deleting a test refreshes its open report too. */
export const reportKey = (id: number) => [testRecordResource.name, 'report', id] as const;

/** `GET /test-record/id/<id>/report`: the report of one test; a 404 is the page's own state. */
export const getTestReport = (id: number) =>
  call(testRecordEndpoints.report, { params: { id } }, { quiet: true });

/** The report of one test (none fetched for an id of 0). */
export const useTestReport = (id: number) =>
  useQuery({ queryKey: reportKey(id), queryFn: () => getTestReport(id), enabled: id > 0 });
