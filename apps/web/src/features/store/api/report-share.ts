import { sharedReportEndpoints, testRecordEndpoints } from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { reportKey } from './get-test-report';

const shareKey = (id: number) => [...reportKey(id), 'share'] as const;

/** The report's live public link (its dates), read while the dialog is open. */
export const useReportShare = (id: number, open: boolean) =>
  useQuery({
    queryKey: shareKey(id),
    queryFn: () => call(testRecordEndpoints.shareStatus, { params: { id } }),
    enabled: open,
    staleTime: 0,
  });

/** Makes a new public link (the one before stops working); its answer is the only one with the token. */
export function useMakeShare(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(testRecordEndpoints.share, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKey(id) }),
  });
}

/** Withdraws the report's public link. */
export function useRevokeShare(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(testRecordEndpoints.revokeShare, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKey(id) }),
  });
}

/** The report a public link opens, fetched without the session's token (a consumer has none). */
export const useSharedReport = (token: string) =>
  useQuery({
    queryKey: ['sharedReport', token],
    queryFn: () =>
      call(sharedReportEndpoints.report, { params: { token } }, { quiet: true, anonymous: true }),
    retry: false,
  });

/** Where a public link opens: the console's own origin, outside its shell. */
export const sharedReportAddress = (token: string) => `${window.location.origin}/r/${token}`;
