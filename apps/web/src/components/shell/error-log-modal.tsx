import { Button, List, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useErrorLog } from '../../stores/error-log';

/** The rendering errors of this page session, newest first, with their stacks. */
export function ErrorLogModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const logs = useErrorLog((s) => s.logs);
  const clear = useErrorLog((s) => s.clear);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('errorLog.title')}
      width={760}
      footer={[
        <Button key="clear" danger onClick={clear} disabled={logs.length === 0}>
          {t('errorLog.clear')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('errorLog.close')}
        </Button>,
      ]}
    >
      <List
        dataSource={logs}
        locale={{ emptyText: t('errorLog.empty') }}
        renderItem={(log) => (
          <List.Item key={`${log.time}-${log.message}`}>
            <List.Item.Meta
              title={<Typography.Text type="danger">{log.message}</Typography.Text>}
              description={`${dayjs(log.time).format('YYYY-MM-DD HH:mm:ss')} · ${log.url}`}
            />
            <Typography.Paragraph
              code
              style={{ whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 160, overflow: 'auto' }}
            >
              {log.stack}
            </Typography.Paragraph>
          </List.Item>
        )}
      />
    </Modal>
  );
}
