import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScanResult } from '../api/order-writes';
import { SecretNotice } from './secret-notice';

type Props = { result: ScanResult; agentName: string };

/** The last accepted scan: a received device's one-time secret, or where an issued device went. */
export function ScanResultNotice({ result, agentName }: Props) {
  const { t } = useTranslation('device');
  if (result.secret) return <SecretNotice serialNumber={result.serialNumber} secret={result.secret} />;
  return (
    <Alert
      type="success"
      showIcon
      title={t('scan.issued', { serial: result.serialNumber, agent: agentName })}
      data-testid="scan-result"
    />
  );
}
