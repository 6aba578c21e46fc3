import { shipperResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useSalespeople } from '../api/get-salespeople';

/** `device/Shipper`: the salespeople who carry stock-out orders, each linked to its sign-in. */
export default function ShipperScreen() {
  const { t } = useTranslation('device');
  const salespeople = useSalespeople();
  const accounts = (salespeople.data ?? []).map((u) => ({ value: u.id, label: u.label }));
  return (
    <ResourceListPage
      def={shipperResource}
      title={t('shipper.title')}
      noun={t('shipper.noun')}
      columns={[
        { key: 'name', title: t('shipper.name') },
        { key: 'username', title: t('shipper.account') },
        { key: 'phone', title: t('device.phone') },
        { key: 'address', title: t('shipper.address') },
        { key: 'sort', title: t('common.sort') },
        { key: 'remark', title: t('common.remark') },
      ]}
      filters={[{ name: 'name', label: t('shipper.name') }]}
      form={[
        { name: 'name', label: t('shipper.name') },
        {
          name: 'userId',
          label: t('shipper.account'),
          input: 'select',
          options: accounts,
          hint: t('shipper.accountHint'),
        },
        { name: 'phone', label: t('device.phone'), patternMessage: t('translation:server.phoneFormat') },
        { name: 'address', label: t('shipper.address') },
        { name: 'sort', label: t('common.sort'), input: 'number' },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
    />
  );
}
