import { DownOutlined } from '@ant-design/icons';
import { type Device, deviceResource } from '@skin/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/permission/use-access';
import { useFeedback } from '../../../lib/use-feedback';
import { recallDevice, rotateDeviceSecret } from '../api/device-actions';
import { useDeviceWrite } from '../api/use-device-write';
import { useReturnDevice } from './use-return-device';

type Props = {
  device: Device;
  onBind: (device: Device) => void;
  onSecret: (issued: { serialNumber: string; secret: string }) => void;
};

// Which steps the lifecycle allows from each state (docs/devices.md); others are not offered.
const BINDABLE = ['shipped', 'bound'];
const RECEIVED = ['in_stock', 'shipped', 'bound'];
const RECALLABLE = ['shipped', 'bound'];

/** The state-changing actions of a device row, each shown only with its permission and state. */
export function DeviceMoreActions({ device, onBind, onSecret }: Props) {
  const { t } = useTranslation('device');
  const { modal } = useFeedback();
  const can = useCan();
  const confirmReturn = useReturnDevice();
  const rotate = useDeviceWrite(rotateDeviceSecret);
  const recall = useDeviceWrite(recallDevice);
  const { extra } = deviceResource;
  const items: NonNullable<MenuProps['items']> = [];
  if (can(extra.bind) && BINDABLE.includes(device.state))
    items.push({ key: 'bind', label: t('device.bind'), onClick: () => onBind(device) });
  if (can(extra.rotateSecret) && RECEIVED.includes(device.state))
    items.push({
      key: 'secret',
      label: t('device.rotateSecret'),
      onClick: () =>
        modal.confirm({
          title: t('device.rotateTitle', { serial: device.serialNumber }),
          content: t('device.rotateNote'),
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          onOk: () =>
            rotate
              .mutateAsync(device.id)
              .then(onSecret)
              .catch(() => undefined),
        }),
    });
  if (can(extra.recall) && RECALLABLE.includes(device.state))
    items.push({
      key: 'recall',
      label: t('device.recall'),
      onClick: () =>
        modal.confirm({
          title: t('device.recallTitle', { serial: device.serialNumber }),
          content: t('device.recallNote'),
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          onOk: () => recall.mutateAsync({ id: device.id }).catch(() => undefined),
        }),
    });
  if (can(extra.returnToFactory) && RECEIVED.includes(device.state))
    items.push({
      key: 'return',
      label: t('device.return'),
      danger: true,
      onClick: () => confirmReturn(device),
    });
  if (!items.length) return null;
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="link" size="small" data-testid={`device-more-${device.serialNumber}`}>
        {t('common.more')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
