import { Progress, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadPhase } from './use-goods-upload';

/**
 * How far a batch has got: the share of its bytes sent, then the server's work (reading and
 * checking the sheet, or writing `rows` rows), which answers within the reader's deadline.
 */
export function GoodsUploadProgress({ phase, rows }: { phase: UploadPhase; rows: number | undefined }) {
  const { t } = useTranslation('skin');
  if (phase.step === 'idle') return null;
  if (phase.step === 'sending')
    return (
      <div data-testid="goods-upload-progress" style={{ maxWidth: 480 }}>
        <Typography.Text type="secondary">{t('goodsUpload.sending')}</Typography.Text>
        <Progress percent={Math.floor(phase.sent * 100)} status="active" />
      </div>
    );
  return (
    <Space data-testid="goods-upload-progress">
      <Spin size="small" />
      <Typography.Text type="secondary">
        {phase.dryRun || rows === undefined
          ? t('goodsUpload.checking')
          : t('goodsUpload.writing', { n: rows })}
      </Typography.Text>
    </Space>
  );
}
