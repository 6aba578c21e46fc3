import { deviceResource, inputOrderEndpoints } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FieldsError } from '../../../components/crud/api/request-with-fields';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { call } from '../../../lib/endpoint-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeviceErrors } from './device-errors';
import { ORDER_KINDS, type OrderKind } from './order-kinds';
import { quietWrite } from './quiet-write';

/** What a scan (or taking one out) answers: the order's count afterwards. */
export type ScanResult = { serialNumber: string; done: number; quantity: number };

/** A refusal as the operator reads it: the reason given for the serial, else the message. */
const reasonOf = (err: unknown) =>
  new Error(err instanceof FieldsError ? (err.fields.serialNumber ?? err.message) : (err as Error).message);

/**
 * `POST /<kind>-order/scan`: receives or issues one device. The scan queue shows refusals
 * against their serials, so nothing is reported here.
 */
export async function scanOne(kind: OrderKind, body: Record<string, unknown>) {
  try {
    return await quietWrite<ScanResult>(`/${ORDER_KINDS[kind].def.path}/scan`, 'POST', body);
  } catch (err) {
    throw reasonOf(err);
  }
}

/** Refreshes an order kind's lists and details and the device lists after a write. */
function useRefresh(kind: OrderKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceKeys.root(ORDER_KINDS[kind].def) }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.root(deviceResource) }),
    ]);
}

/** `POST /<kind>-order/unscan`: takes a mis-scanned device out of the open order. */
export function useUnscan(kind: OrderKind, orderId: number) {
  const refresh = useRefresh(kind);
  const { message } = useFeedback();
  const { t } = useTranslation('device');
  const errors = useDeviceErrors();
  return useMutation({
    mutationFn: (v: { serialNumber: string; reason?: string }) =>
      quietWrite<ScanResult>(`/${ORDER_KINDS[kind].def.path}/unscan`, 'POST', { orderId, ...v }).catch(
        (err) => {
          throw reasonOf(err);
        },
      ),
    onSuccess: (r) => {
      void message.success(t('order.unscanned', { serial: r.serialNumber }));
      return refresh();
    },
    onError: errors.report,
  });
}

/** `PATCH /<kind>-order/complete`: only when every device has been scanned. */
export function useCompleteOrder(kind: OrderKind) {
  const refresh = useRefresh(kind);
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  const errors = useDeviceErrors();
  return useMutation({
    mutationFn: (id: number) =>
      quietWrite<unknown>(`/${ORDER_KINDS[kind].def.path}/complete`, 'PATCH', { id }),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return refresh();
    },
    onError: errors.report,
  });
}

/** `PATCH /<kind>-order/close`: closes the order short of its quantity, with the reason. */
export function useCloseOrder(kind: OrderKind) {
  const refresh = useRefresh(kind);
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      quietWrite<unknown>(`/${ORDER_KINDS[kind].def.path}/close`, 'PATCH', v),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return refresh();
    },
  });
}

/**
 * `POST /input-order/secrets`: the order's waiting device secrets as a CSV file, saved by the
 * browser. The server hands each secret over once: this file is the only copy.
 */
export function useDownloadSecrets() {
  const refresh = useRefresh('input');
  const { message } = useFeedback();
  const { t } = useTranslation('device');
  return useMutation({
    mutationFn: async (order: { id: number; number: string }) => {
      const csv = await call(inputOrderEndpoints.secrets, { body: { id: order.id } });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `device-secrets-${order.number}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return csv.trim().split(/\r?\n/).length - 1;
    },
    onSuccess: (n) => {
      void message.success(t('secrets.downloaded', { n }));
      return refresh();
    },
    onSettled: refresh,
  });
}
