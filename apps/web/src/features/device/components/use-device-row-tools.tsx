import { HistoryOutlined } from '@ant-design/icons';
import type { Device } from '@skin/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BindDeviceDialog } from './bind-device-dialog';
import { DeviceHistoryDrawer } from './device-history-drawer';
import { DeviceMoreActions } from './device-more-actions';
import { SecretDialog } from './secret-dialog';

type Issued = { serialNumber: string; secret: string };

/** The row actions of the device screens (history, bind, secret, return) and the dialogs they open. */
export function useDeviceRowTools() {
  const { t } = useTranslation('device');
  const [history, setHistory] = useState<Device | null>(null);
  const [binding, setBinding] = useState<Device | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const rowActions = (device: Device) => (
    <>
      <Button
        type="link"
        size="small"
        icon={<HistoryOutlined />}
        onClick={() => setHistory(device)}
        data-testid={`device-history-${device.serialNumber}`}
      >
        {t('history.open')}
      </Button>
      <DeviceMoreActions device={device} onBind={setBinding} onSecret={setIssued} />
    </>
  );
  const dialogs = (
    <>
      {history ? <DeviceHistoryDrawer device={history} onClose={() => setHistory(null)} /> : null}
      {binding ? <BindDeviceDialog device={binding} onClose={() => setBinding(null)} /> : null}
      {issued ? <SecretDialog issued={issued} onClose={() => setIssued(null)} /> : null}
    </>
  );
  return { rowActions, dialogs };
}
