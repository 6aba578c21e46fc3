import { deviceResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeviceErrors } from './device-errors';

/**
 * A device state change (enable, bind, return...): says 'Update succeeded', refreshes every
 * device list, count and history, and reports a refusal in the user's language.
 */
export function useDeviceWrite<V, R = unknown>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  const errors = useDeviceErrors();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(deviceResource) });
    },
    onError: errors.report,
  });
}
