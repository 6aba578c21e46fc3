import { printJobEndpoints, printJobResource, type printLabel } from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { call } from '../../../lib/endpoint-client';
import { deviceKeys } from './device-keys';

export type PrintLabel = z.infer<typeof printLabel>;

/** `GET /print-job/<id>/labels`: every label of a job, its QR code as an image data URL. */
export const getPrintLabels = (jobId: number) => call(printJobEndpoints.labels, { params: { id: jobId } });

/** The label sheet of a print job. */
export const usePrintLabels = (jobId: number) =>
  useQuery({ queryKey: deviceKeys.labels(jobId), queryFn: () => getPrintLabels(jobId) });

/** `POST /print-job/<id>/printed`: records a (re)print; answers the job with its print time and count. */
export const markPrinted = (jobId: number) => call(printJobEndpoints.printed, { params: { id: jobId } });

/** Records that the sheet went to the printer and refreshes the print job list. */
export function useMarkPrinted(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markPrinted(jobId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.root(printJobResource) }),
  });
}
