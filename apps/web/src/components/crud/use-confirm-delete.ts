import type { ResourceDef } from '@skin/contract';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/use-feedback';
import { useDeleteRecords } from './api/delete-records';
import { testIdProps } from './test-id';

/**
 * Asks 'Are you sure to delete the selected data item?' and deletes on OK
 * (docs/product-rules.md, "Confirmations and states").
 */
export function useConfirmDelete(def: ResourceDef, onDeleted?: () => void) {
  const { modal } = useFeedback();
  const { t } = useTranslation('crud');
  const remove = useDeleteRecords(def);
  return (ids: readonly number[]) => {
    if (!ids.length) return;
    modal.confirm({
      title: t('confirm.title'),
      content: t('confirm.deleteSelected'),
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
  };
}
