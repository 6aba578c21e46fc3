import { testRecordEndpoints } from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { reportKey } from './get-test-report';

/** Under the report's key: remaking the report refreshes its comparison too. */
const changesKey = (id: number) => [...reportKey(id), 'changes'] as const;

/** What a report made today would say differently from the one kept (fetched while `open`). */
export const useReportChanges = (id: number, open: boolean) =>
  useQuery({
    queryKey: changesKey(id),
    queryFn: () => call(testRecordEndpoints.reportChanges, { params: { id } }),
    enabled: open,
    // Today's knowledge may have changed since the dialog was last open.
    staleTime: 0,
  });

/** Replaces the kept report with today's; the report and its comparison are read again. */
export function useRemakeReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(testRecordEndpoints.remakeReport, { params: { id } }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKey(id), report);
      return queryClient.invalidateQueries({ queryKey: changesKey(id) });
    },
  });
}
