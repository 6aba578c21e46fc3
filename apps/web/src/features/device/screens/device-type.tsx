import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type DeviceType, deviceTypeResource, permissionOf } from '@skin/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useHasPermission } from '../../../components/permission/use-access';
import { DeviceTypeDialog } from '../components/device-type-dialog';

/** `device/DeviceType`: device models with their agreement pages and images (hand-written dialog). */
export default function DeviceTypeScreen() {
  const { t } = useTranslation('device');
  const { t: crud } = useTranslation('crud');
  const mayAdd = useHasPermission([permissionOf(deviceTypeResource, 'add')]);
  const mayEdit = useHasPermission([permissionOf(deviceTypeResource, 'edit')]);
  // null: a new type; a row: that type; undefined: no dialog.
  const [editing, setEditing] = useState<DeviceType | null | undefined>(undefined);
  const fileCount = (d: DeviceType) => Object.keys(d.files).length;
  return (
    <>
      <ResourceListPage
        def={deviceTypeResource}
        title={t('deviceType.title')}
        noun={t('deviceType.noun')}
        columns={[
          { key: 'name', title: t('deviceType.name') },
          { key: 'hardwareModel', title: t('deviceType.hardwareModel') },
          {
            key: 'files',
            title: t('deviceType.files'),
            render: (_, d) => `${fileCount(d)} / 10`,
            exportValue: fileCount,
          },
          { key: 'miniProgram', title: t('deviceType.miniProgram') },
          { key: 'remark', title: t('common.remark') },
          {
            key: 'createdAt',
            title: t('common.createdAt'),
            render: formatDateTime,
            exportValue: (d) => formatDateTime(d.createdAt),
          },
        ]}
        filters={[
          { name: 'name', label: t('deviceType.name') },
          { name: 'hardwareModel', label: t('deviceType.hardwareModel') },
        ]}
        toolbarExtra={() =>
          mayAdd ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              data-testid="toolbar-add"
            >
              {crud('actions.add')}
            </Button>
          ) : null
        }
        rowActions={
          mayEdit
            ? (row) => (
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(row)}
                  data-testid="row-edit"
                >
                  {crud('actions.edit')}
                </Button>
              )
            : undefined
        }
      />
      {editing !== undefined ? (
        <DeviceTypeDialog row={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
