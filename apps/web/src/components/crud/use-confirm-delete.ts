import { type DeleteUsage, deleteUsageEndpoints, permissionOf, type ResourceDef } from '@skin/contract';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/endpoint-client';
import { useFeedback } from '../../lib/use-feedback';
import { useHasPermission } from '../permission/use-access';
import { useDeleteRecords } from './api/delete-records';
import { useSetState } from './api/set-state';
import { namesText, usesText } from './delete-usage-text';
import { verbPermission } from './state-permission';
import { testIdProps } from './test-id';

/** The state a refused delete offers instead (the first the resource declares: enable, shelf...). */
const offVerbOf = (def: ResourceDef) => Object.keys(def.states ?? {})[0];

/**
 * Asks before deleting and deletes on OK (docs/product-rules.md, "Confirmations and states").
 * Where others use the rows (`deleteUsageEndpoints`), the question names the rows and counts what
 * uses them before anything is clicked, and a delete the server would refuse (reports rest on the
 * rows) is not offered at all: deactivating is, where the resource has a state to switch off.
 */
export function useConfirmDelete(def: ResourceDef, onDeleted?: () => void) {
  const { modal } = useFeedback();
  const { t, i18n } = useTranslation('crud');
  const remove = useDeleteRecords(def);
  const usageEndpoint = deleteUsageEndpoints[def.name];
  const offVerb = offVerbOf(def);
  // Without a state to switch off, nothing is offered (the permission asked is then the delete's own).
  const mayDeactivate =
    useHasPermission([offVerb ? verbPermission(def, offVerb) : permissionOf(def, 'delete')]) && !!offVerb;
  const deactivate = useSetState(def, offVerb ?? '');

  const askDelete = (ids: readonly number[], content: string) =>
    modal.confirm({
      title: t('confirm.title'),
      content,
      okText: t('actions.ok'),
      okButtonProps: { danger: true, ...testIdProps<ButtonProps>('confirm-delete-ok') },
      cancelText: t('actions.cancel'),
      // Returning the promise keeps the dialog open, its OK button spinning, until the call ends.
      onOk: () =>
        remove
          .mutateAsync(ids)
          .then(() => onDeleted?.())
          .catch(() => undefined),
    });

  const offerDeactivate = (ids: readonly number[], usage: DeleteUsage, names: string) => {
    const content = t('confirm.refused', { names, uses: usesText(t, usage) });
    if (!mayDeactivate)
      return modal.info({ title: t('confirm.refusedTitle'), content, okText: t('actions.ok') });
    // A flag state is switched off with false, a 0/1 state with 0 (the resource's own verb route).
    const off = def.states?.[offVerb!]?.value.safeParse(0).success ? 0 : false;
    modal.confirm({
      title: t('confirm.refusedTitle'),
      content: `${content} ${t('confirm.deactivateOffer')}`,
      okText: t('confirm.deactivate'),
      okButtonProps: testIdProps<ButtonProps>('confirm-deactivate-ok'),
      cancelText: t('actions.cancel'),
      onOk: async () => {
        for (const id of ids) await deactivate.mutateAsync({ id, value: off }).catch(() => undefined);
      },
    });
  };

  return async (ids: readonly number[]) => {
    if (!ids.length) return;
    if (!usageEndpoint) return void askDelete(ids, t('confirm.deleteSelected'));
    const usage = await call(usageEndpoint, { query: { id: ids.join(',') } }).catch(() => undefined);
    if (!usage) return;
    const names = namesText(t, i18n.language, usage, ids.length);
    if (usage.refused) return void offerDeactivate(ids, usage, names);
    const question = t('confirm.deleteNamed', { names });
    askDelete(
      ids,
      usage.uses.length ? `${question} ${t('confirm.unlinks', { uses: usesText(t, usage) })}` : question,
    );
  };
}
