import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreManagersOf } from '../api/get-users-with-role';

type Props = { value?: number | null; onChange?: (value: number | null) => void };

/**
 * The store's manager account: one of the store managers below the merchant chosen in the same
 * form. Choosing another merchant clears a choice that no longer fits.
 */
export function ManagerAccountSelect({ value, onChange }: Props) {
  const { t } = useTranslation('store');
  const merchantId = Form.useWatch<number | undefined>('merchantId');
  const managers = useStoreManagersOf(merchantId);
  const options = (managers.data ?? []).map((m) => ({ value: m.id, label: m.label }));
  useEffect(() => {
    if (value != null && managers.data && !managers.data.some((m) => m.id === value)) onChange?.(null);
  }, [value, managers.data, onChange]);
  return (
    <Select
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      loading={managers.isFetching}
      disabled={merchantId === undefined}
      placeholder={
        merchantId === undefined ? t('store.chooseMerchantFirst') : t('store.managerAccountPlaceholder')
      }
      notFoundContent={t('store.noManagers')}
      data-testid="store-manager-account"
    />
  );
}
