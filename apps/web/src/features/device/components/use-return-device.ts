import type { Device } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { returnDevice } from '../api/device-actions';
import { useDeviceWrite } from '../api/use-device-write';

/**
 * Asks before returning a device to the factory, then returns it (docs/product-rules.md,
 * "Confirmations and states").
 */
export function useReturnDevice() {
  const { t } = useTranslation('device');
  const { modal } = useFeedback();
  const write = useDeviceWrite(returnDevice);
  return (device: Pick<Device, 'id' | 'serialNumber'>) =>
    modal.confirm({
      title: t('device.returnTitle', { serial: device.serialNumber }),
      content: t('device.returnNote'),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => write.mutateAsync({ id: device.id }).catch(() => undefined),
    });
}
