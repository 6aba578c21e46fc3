import type { ResourceDef } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/endpoint-client';
import { useFeedback } from '../../../lib/use-feedback';
import { resourceKeys } from '../resource-keys';
import { resourceEndpoints } from './resource-endpoints';

/** `DELETE /<path>/id/<id,id,...>`: all of them or none. */
export const deleteRecords = (def: ResourceDef, ids: readonly number[]) =>
  call(resourceEndpoints(def).remove, { params: { id: [...ids] } });

/** Deletes records, says 'Deletion succeeded' and refreshes every list of the resource. */
export function useDeleteRecords(def: ResourceDef) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: (ids: readonly number[]) => deleteRecords(def, ids),
    onSuccess: () => {
      void message.success(t('messages.deleted'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(def) });
    },
  });
}
