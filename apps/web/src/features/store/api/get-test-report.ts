import { testRecordEndpoints, testRecordResource } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/endpoint-client';
import { contentLanguage } from '../../../lib/localized';

/** Under the test records' root key: deleting a test refreshes its open report too. */
export const reportKey = (id: number) => [testRecordResource.name, 'report', id] as const;

/** The report of one test in one language (its names and texts translated where written). */
export const reportInKey = (id: number, lang: string) => [...reportKey(id), contentLanguage(lang)] as const;

/** `GET /test-record/id/<id>/report?lang=`: the report of one test; a 404 is the page's own state. */
export const getTestReport = (id: number, lang: string) =>
  call(
    testRecordEndpoints.report,
    { params: { id }, query: { lang: contentLanguage(lang) } },
    { quiet: true },
  );

/** The report of one test in the console's language (none fetched for an id of 0). */
export function useTestReport(id: number) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: reportInKey(id, lang),
    queryFn: () => getTestReport(id, lang),
    enabled: id > 0,
  });
}
