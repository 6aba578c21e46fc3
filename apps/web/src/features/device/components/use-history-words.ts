import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailKey } from './history-detail';

/** Ledger actions and detail names in the user's language; an unknown action is shown as sent. */
export function useHistoryWords() {
  const { t } = useTranslation('device');
  return useMemo(() => {
    const actions: Record<string, string> = {
      printed: t('history.printed'),
      received: t('history.received'),
      issued: t('history.issued'),
      bound: t('history.bound'),
      returned: t('history.returned'),
      edit: t('history.edit'),
      enable: t('history.enable'),
      disable: t('history.disable'),
      firmware: t('history.firmware'),
      'secret rotated': t('history.secretRotated'),
    };
    const details: Record<DetailKey, string> = {
      order: t('history.order'),
      store: t('device.store'),
      printJob: t('history.printJob'),
      bluetoothName: t('device.bluetoothName'),
      remark: t('common.remark'),
      from: t('history.from'),
      to: t('history.to'),
    };
    return { action: (a: string) => actions[a] ?? a, detail: (k: DetailKey) => details[k] };
  }, [t]);
}
