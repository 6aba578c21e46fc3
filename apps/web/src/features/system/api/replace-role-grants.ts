import { type RoleGrantKind, roleEndpoints, roleResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';
import { useFeedback } from '../../../lib/use-feedback';

/** The three kinds of grants, each replaced on its own (`PUT /ums-role/<kind>`). */
export type GrantKind = RoleGrantKind;

/** `PUT /ums-role/<kind>`: the full new set of ids of one kind. */
export const replaceRoleGrants = (kind: GrantKind, roleId: number, ids: number[]) =>
  call(roleEndpoints.replaceGrants[kind], { body: { roleId, ids } });

/** Saves one kind of a role's grants, says 'Update succeeded' and reloads the grants, menu and `me`. */
export function useReplaceRoleGrants(kind: GrantKind, roleId: number) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: (ids: number[]) => replaceRoleGrants(kind, roleId, ids),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      // The caller's own role may be among those changed: its menu and buttons follow at once.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [roleResource.name, 'grants', roleId] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.router }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
