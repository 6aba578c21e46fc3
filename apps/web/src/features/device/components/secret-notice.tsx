import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';

type Props = { serialNumber: string; secret: string; onCopied?: () => void };

/**
 * A device secret, shown this once: the server keeps only its hash. A copy button puts it on the
 * clipboard for the device's set-up.
 */
export function SecretNotice({ serialNumber, secret, onCopied }: Props) {
  const { t } = useTranslation('device');
  const { message } = useFeedback();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('secret.title', { serial: serialNumber })}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{t('secret.note')}</Typography.Paragraph>
          <Typography.Text
            code
            strong
            copyable={{
              onCopy: () => {
                onCopied?.();
                void message.success(t('common.copied'));
              },
              tooltips: [t('common.copy'), t('common.copiedShort')],
            }}
            data-testid="secret-value"
          >
            {secret}
          </Typography.Text>
        </>
      }
      data-testid="secret-notice"
    />
  );
}
