import { ProfileOutlined } from '@ant-design/icons';
import { type AppDiscovery, appDiscoveryResource, deviceTypeResource } from '@skin/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { verbPermission } from '../../../components/crud/state-permission';
import { StateSwitch } from '../../../components/crud/state-switch';
import { useHasPermission } from '../../../components/permission/use-access';
import { useNavigate } from '../../../lib/router';
import { AppFileInput } from '../components/app-file-input';

/**
 * `app/IosDiscovery`: the app's discovery entries, per device type (docs/app-discovery.md). Each
 * entry's items are edited on its detail screen.
 */
export default function IosDiscoveryScreen() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const types = useResourceOptions(deviceTypeResource);
  const typeOptions = (types.data ?? []).map((o) => ({ value: o.id, label: o.label }));
  const mayShow = useHasPermission([verbPermission(appDiscoveryResource, 'show')]);
  const shownText = (e: AppDiscovery) => (e.visible === 1 ? t('discovery.shown') : t('discovery.hidden'));
  const choices = [
    { value: 1, label: t('discovery.shown') },
    { value: 0, label: t('discovery.hidden') },
  ];
  return (
    <ResourceListPage
      def={appDiscoveryResource}
      title={t('discovery.title')}
      noun={t('discovery.noun')}
      columns={[
        { key: 'name', title: t('discovery.name') },
        {
          key: 'icon',
          title: t('discovery.icon'),
          render: (_: unknown, e: AppDiscovery) =>
            e.icon ? (
              <img src={e.icon.url} alt="" style={{ width: 32, height: 32, objectFit: 'contain' }} />
            ) : null,
          noExport: true,
        },
        { key: 'deviceTypeName', title: t('discovery.deviceType') },
        { key: 'itemCount', title: t('discovery.itemCount') },
        {
          key: 'visible',
          title: t('discovery.visible'),
          render: (_: number, e: AppDiscovery) =>
            mayShow ? (
              <StateSwitch def={appDiscoveryResource} verb="show" row={e} />
            ) : (
              <Tag color={e.visible === 1 ? 'green' : undefined}>{shownText(e)}</Tag>
            ),
          exportValue: shownText,
        },
        { key: 'sort', title: t('discovery.sort') },
        { key: 'remark', title: t('discovery.remark') },
        {
          key: 'updatedAt',
          title: t('discovery.updatedAt'),
          render: formatDateTime,
          exportValue: (e) => formatDateTime(e.updatedAt),
        },
      ]}
      filters={[
        { name: 'name', label: t('discovery.name') },
        { name: 'deviceTypeId', label: t('discovery.deviceType'), input: 'select', options: typeOptions },
        { name: 'visible', label: t('discovery.visible'), input: 'select', options: choices },
      ]}
      form={[
        { name: 'name', label: t('discovery.name') },
        { name: 'iconFileId', label: t('discovery.icon'), render: <AppFileInput use="icon" /> },
        { name: 'deviceTypeId', label: t('discovery.deviceType'), input: 'select', options: typeOptions },
        { name: 'sort', label: t('discovery.sort'), input: 'number' },
        { name: 'visible', label: t('discovery.visible'), input: 'radio', options: choices, only: 'create' },
        { name: 'remark', label: t('discovery.remark'), input: 'textarea' },
      ]}
      rowActions={(e) => (
        <Button
          type="link"
          size="small"
          icon={<ProfileOutlined />}
          onClick={() => navigate(`/iosDiscoveryDetail/${e.id}`)}
          data-testid={`discovery-items-${e.id}`}
        >
          {t('discovery.items')}
        </Button>
      )}
    />
  );
}
