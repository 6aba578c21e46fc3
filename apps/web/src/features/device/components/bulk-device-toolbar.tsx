import { CheckCircleOutlined, LinkOutlined, StopOutlined } from '@ant-design/icons';
import { type Device, deviceBulkBind, deviceResource, statePermission } from '@skin/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/permission/use-access';
import { useFeedback } from '../../../lib/use-feedback';
import { StoreBindDialog } from './store-bind-dialog';
import { useBulkDeviceAction } from './use-bulk-device-action';

type Props = { selected: Device[]; onClear: () => void };

/** The permissions a bulk action on devices needs; without either, rows are not selectable. */
export const BULK_DEVICE_PERMISSIONS = [statePermission(deviceResource, 'enable'), deviceResource.extra.bind];

/** Enable, disable (after confirmation) or bind the selected devices; shown while rows are selected. */
export function BulkDeviceToolbar({ selected, onClear }: Props) {
  const { t } = useTranslation('device');
  const { modal } = useFeedback();
  const can = useCan();
  const [binding, setBinding] = useState(false);
  const action = useBulkDeviceAction(selected, onClear);
  const n = selected.length;
  if (!n) return null;
  const [enablePerm, bindPerm] = BULK_DEVICE_PERMISSIONS;
  const disable = () =>
    modal.confirm({
      title: t('bulk.disableTitle', { n }),
      content: t('bulk.disableNote'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => action.mutateAsync({ verb: 'disable' }).catch(() => undefined),
    });
  return (
    <Space wrap data-testid="bulk-toolbar">
      <Typography.Text type="secondary">{t('bulk.selected', { n })}</Typography.Text>
      {can(enablePerm) ? (
        <>
          <Button
            icon={<CheckCircleOutlined />}
            onClick={() => action.mutate({ verb: 'enable' })}
            loading={action.isPending && action.variables?.verb === 'enable'}
            data-testid="bulk-enable"
          >
            {t('bulk.enable')}
          </Button>
          <Button danger icon={<StopOutlined />} onClick={disable} data-testid="bulk-disable">
            {t('bulk.disable')}
          </Button>
        </>
      ) : null}
      {can(bindPerm) ? (
        <Button icon={<LinkOutlined />} onClick={() => setBinding(true)} data-testid="bulk-bind">
          {t('bulk.bind')}
        </Button>
      ) : null}
      {binding ? (
        <StoreBindDialog
          title={t('bulk.bindTitle', { n })}
          schema={deviceBulkBind}
          fixed={{ ids: selected.map((d) => d.id) }}
          pending={action.isPending}
          onBind={(body) => action.mutateAsync({ verb: 'bind', storeId: body.storeId as number })}
          onClose={() => setBinding(false)}
        />
      ) : null}
    </Space>
  );
}
