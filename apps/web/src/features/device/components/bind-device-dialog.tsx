import { type Device, deviceBind } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { bindDevice } from '../api/device-actions';
import { useDeviceWrite } from '../api/use-device-write';
import { StoreBindDialog } from './store-bind-dialog';

type Props = { device: Device; onClose: () => void };

/** Binds a device to one of the caller's stores; the store's merchant then holds the device. */
export function BindDeviceDialog({ device, onClose }: Props) {
  const { t } = useTranslation('device');
  const bind = useDeviceWrite(bindDevice);
  return (
    <StoreBindDialog
      title={t('device.bindTitle', { serial: device.serialNumber })}
      schema={deviceBind}
      fixed={{ id: device.id }}
      storeId={device.storeId}
      pending={bind.isPending}
      onBind={(body) => bind.mutateAsync(body as { id: number; storeId: number })}
      onClose={onClose}
    />
  );
}
