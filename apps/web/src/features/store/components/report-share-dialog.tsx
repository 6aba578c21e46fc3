import { REPORT_SHARE_DAYS } from '@skin/contract';
import { Alert, Button, Flex, Modal, Popconfirm, QRCode, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { useFeedback } from '../../../lib/use-feedback';
import { sharedReportAddress, useMakeShare, useReportShare, useRevokeShare } from '../api/report-share';

interface Props {
  testId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The report's public link for the consumer (docs/skin-tests.md, "Shared reports"): made here,
 * shown once as an address and a QR code (only its hash is kept), and withdrawn here.
 */
export function ReportShareDialog({ testId, open, onClose }: Props) {
  const { t } = useTranslation('store');
  const { message } = useFeedback();
  const status = useReportShare(testId, open);
  const make = useMakeShare(testId);
  const revoke = useRevokeShare(testId);
  const made = make.data;
  const address = made ? sharedReportAddress(made.token) : null;
  const live = status.data;
  const withdraw = (
    <Popconfirm
      key="revoke"
      title={t('report.share.revokeConfirm')}
      okText={t('report.share.revoke')}
      onConfirm={() =>
        revoke.mutateAsync().then(() => {
          make.reset();
          void message.success(t('report.share.revoked'));
        })
      }
    >
      <Button danger loading={revoke.isPending} data-testid="share-revoke">
        {t('report.share.revoke')}
      </Button>
    </Popconfirm>
  );
  const makeButton = (
    <Button
      key="make"
      type="primary"
      loading={make.isPending}
      onClick={() => make.mutate()}
      data-testid="share-make"
    >
      {live || made ? t('report.share.remake') : t('report.share.make')}
    </Button>
  );
  return (
    <Modal
      open={open}
      title={t('report.share.title')}
      onCancel={onClose}
      footer={[live || made ? withdraw : null, makeButton]}
      destroyOnHidden
      afterClose={() => make.reset()}
      data-testid="report-share"
    >
      {status.isPending ? (
        <Skeleton active />
      ) : status.isError ? (
        <Alert type="error" showIcon title={status.error.message} />
      ) : address && made ? (
        <Flex vertical align="center" gap={12}>
          <QRCode value={address} size={200} type="svg" data-testid="share-qr" />
          <Typography.Text>{t('report.share.scan')}</Typography.Text>
          <Typography.Paragraph
            code
            copyable={{ text: address, tooltips: [t('report.share.copy'), t('report.share.copied')] }}
            style={{ wordBreak: 'break-all', marginBottom: 0 }}
            data-testid="share-address"
          >
            {address}
          </Typography.Paragraph>
          <Typography.Text type="secondary" data-testid="share-expires">
            {t('report.share.validUntil', { days: REPORT_SHARE_DAYS, at: formatDateTime(made.expiresAt) })}
          </Typography.Text>
        </Flex>
      ) : live ? (
        <Typography.Paragraph data-testid="share-live">
          {t('report.share.live', {
            made: formatDateTime(live.createdAt),
            at: formatDateTime(live.expiresAt),
          })}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph data-testid="share-none">
          {t('report.share.none', { days: REPORT_SHARE_DAYS })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
