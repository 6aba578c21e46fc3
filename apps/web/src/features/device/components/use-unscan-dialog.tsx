import { Input } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import type { OrderKind } from '../api/order-kinds';
import { useUnscan } from '../api/order-writes';

/**
 * Asks before taking a mis-scanned device out of the open order, with an optional reason for
 * its ledger; a received device goes back to printed, an issued one back into stock.
 */
export function useUnscanDialog(kind: OrderKind, orderId: number) {
  const { t } = useTranslation('device');
  const { modal } = useFeedback();
  // mutateAsync is stable, so the callback is too (the devices table memoizes its columns on it).
  const { mutateAsync } = useUnscan(kind, orderId);
  return useCallback(
    (serialNumber: string) => {
      let reason = '';
      modal.confirm({
        title: t('order.unscanTitle', { serial: serialNumber }),
        content: (
          <>
            <p>{kind === 'input' ? t('order.unscanInput') : t('order.unscanOutput')}</p>
            <Input
              placeholder={t('order.unscanReason')}
              maxLength={255}
              onChange={(e) => {
                reason = e.target.value;
              }}
              data-testid="unscan-reason"
            />
          </>
        ),
        okText: t('order.unscan'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => mutateAsync({ serialNumber, reason: reason.trim() || undefined }).catch(() => undefined),
      });
    },
    [kind, modal, mutateAsync, t],
  );
}
