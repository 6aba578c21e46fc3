import type { Device } from '@skin/contract';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { setDeviceEnabled } from '../api/device-actions';
import { useDeviceWrite } from '../api/use-device-write';

/** The enabled cell of a device row: disabling cuts the device off the API, so it asks first. */
export function DeviceEnabledSwitch({ device }: { device: Device }) {
  const { t } = useTranslation('device');
  const { modal } = useFeedback();
  const write = useDeviceWrite(setDeviceEnabled);
  const change = (enabled: boolean) => {
    if (enabled) return write.mutate({ id: device.id, enabled });
    modal.confirm({
      title: t('device.disableTitle', { serial: device.serialNumber }),
      content: t('device.disableNote'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => write.mutateAsync({ id: device.id, enabled }).catch(() => undefined),
    });
  };
  return (
    <Switch
      checked={device.enabled}
      onChange={change}
      loading={write.isPending}
      checkedChildren={t('device.on')}
      unCheckedChildren={t('device.off')}
      data-testid={`device-enabled-${device.serialNumber}`}
    />
  );
}
