import { DownloadOutlined } from '@ant-design/icons';
import { inputOrderResource } from '@skin/contract';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import type { AnyOrder } from '../api/order-kinds';
import { useDownloadSecrets } from '../api/order-writes';

/**
 * Downloads the secrets of the devices a stock-in order received, once, as a CSV file for the
 * factory or the installer (docs/devices.md). Shown while secrets wait for the hand-over.
 */
export function OrderSecretsButton({ order }: { order: AnyOrder }) {
  const { t } = useTranslation('device');
  const may = useHasPermission([inputOrderResource.extra.secrets]);
  const download = useDownloadSecrets();
  const pending = 'pendingSecrets' in order ? order.pendingSecrets : 0;
  if (!may || !pending) return null;
  return (
    <Popconfirm
      title={t('secrets.confirmTitle', { n: pending })}
      description={t('secrets.confirmNote')}
      okText={t('secrets.download')}
      cancelText={t('common.cancel')}
      onConfirm={() => download.mutateAsync(order).catch(() => undefined)}
    >
      <Button icon={<DownloadOutlined />} loading={download.isPending} data-testid="order-secrets">
        {t('secrets.button', { n: pending })}
      </Button>
    </Popconfirm>
  );
}
