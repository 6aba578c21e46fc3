import { type DeviceBulkResult, deviceResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { translateMessage } from '../../../lib/server-messages';
import { useFeedback } from '../../../lib/use-feedback';
import { bulkBindDevices, bulkEnableDevices } from '../api/bulk-device-actions';
import { useDeviceErrors } from '../api/device-errors';
import { refusedLines } from './bulk-summary';

export type BulkAction = { verb: 'enable' | 'disable' } | { verb: 'bind'; storeId: number };

const DONE = { enable: 'bulk.enabled', disable: 'bulk.disabled', bind: 'bulk.bound' } as const;

const send = (ids: number[], action: BulkAction): Promise<DeviceBulkResult> =>
  action.verb === 'bind'
    ? bulkBindDevices({ ids, storeId: action.storeId })
    : bulkEnableDevices({ ids, enabled: action.verb === 'enable' });

/**
 * A bulk action on the selected devices. Afterwards it says how many were changed; when some were
 * refused, a dialog names each refused serial number with the reason in the user's language. The
 * lists are refreshed and `onDone` clears the selection either way.
 */
export function useBulkDeviceAction(selected: { id: number; serialNumber: string }[], onDone: () => void) {
  const { t } = useTranslation('device');
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const errors = useDeviceErrors();
  const serialOf = (id: number) => selected.find((d) => d.id === id)?.serialNumber;
  return useMutation({
    mutationFn: (action: BulkAction) =>
      send(
        selected.map((d) => d.id),
        action,
      ),
    onSuccess: (result, action) => {
      const done = t(DONE[action.verb], { n: result.done.length });
      const lines = refusedLines(result, serialOf, translateMessage);
      if (!lines.length) void message.success(done);
      else
        modal.warning({
          title: t('bulk.withRefused', { done, n: lines.length }),
          content: (
            <ul data-testid="bulk-refused">
              {lines.map((l) => (
                <li key={l.id}>{t('bulk.refusedLine', { serial: l.serialNumber, reason: l.reason })}</li>
              ))}
            </ul>
          ),
          okText: t('common.close'),
        });
      onDone();
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(deviceResource) });
    },
    onError: errors.report,
  });
}
