import { testRecordEndpoints } from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/endpoint-client';
import { contentLanguage } from '../../../lib/localized';
import { reportInKey, reportKey } from './get-test-report';

/** Under the report's key: remaking the report refreshes its comparison too. */
const changesKey = (id: number) => [...reportKey(id), 'changes'] as const;

/** What a report made today would say differently from the one kept, as the reader reads it (fetched while `open`). */
export function useReportChanges(id: number, open: boolean) {
  const lang = contentLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: [...changesKey(id), lang],
    queryFn: () => call(testRecordEndpoints.reportChanges, { params: { id }, query: { lang } }),
    enabled: open,
    // Today's knowledge may have changed since the dialog was last open.
    staleTime: 0,
  });
}

/** Replaces the kept report with today's; the report and its comparison are read again. */
export function useRemakeReport(id: number) {
  const queryClient = useQueryClient();
  const lang = contentLanguage(useTranslation().i18n.language);
  return useMutation({
    mutationFn: () => call(testRecordEndpoints.remakeReport, { params: { id }, query: { lang } }),
    onSuccess: (report) => {
      // The report in other languages is read again when next shown.
      queryClient.setQueryData(reportInKey(id, lang), report);
      return queryClient.invalidateQueries({
        queryKey: reportKey(id),
        predicate: (q) => q.queryKey[3] !== lang,
      });
    },
  });
}
