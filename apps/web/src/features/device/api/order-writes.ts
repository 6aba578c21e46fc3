import { deviceResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { useDeviceErrors } from './device-errors';
import { ORDER_KINDS, type OrderKind } from './order-kinds';
import { quietWrite } from './quiet-write';

/** What a scan answers: the stock-in one also carries the device secret, shown once. */
export type ScanResult = {
  serialNumber: string;
  secret?: string;
  receivedQuantity?: number;
  issuedQuantity?: number;
  quantity: number;
};

/**
 * `POST /<kind>-order/scan`: receives or issues one device. The caller shows refusals itself
 * (beside the serial input), so nothing is reported here; orders and devices are refreshed.
 */
export function useScanOrder(kind: OrderKind) {
  const queryClient = useQueryClient();
  const { def } = ORDER_KINDS[kind];
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => quietWrite<ScanResult>(`/${def.path}/scan`, 'POST', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.root(def) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.root(deviceResource) }),
      ]),
  });
}

/** `PATCH /<kind>-order/complete`: only when every device has been scanned. */
export function useCompleteOrder(kind: OrderKind) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation('crud');
  const errors = useDeviceErrors();
  const { def } = ORDER_KINDS[kind];
  return useMutation({
    mutationFn: (id: number) => quietWrite<unknown>(`/${def.path}/complete`, 'PATCH', { id }),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(def) });
    },
    onError: errors.report,
  });
}
