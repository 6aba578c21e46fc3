import type { ResourceDef } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { resourceKeys } from '../resource-keys';

/** `DELETE /<path>/id/<id,id,...>`: all of them or none. */
export const deleteRecords = (def: Pick<ResourceDef, 'path'>, ids: readonly number[]) =>
  request<null>(`/${def.path}/id/${ids.join(',')}`, { method: 'DELETE' });

/** Deletes records, says 'Deletion succeeded' and refreshes every list of the resource. */
export function useDeleteRecords(def: Pick<ResourceDef, 'name' | 'path'>) {
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
