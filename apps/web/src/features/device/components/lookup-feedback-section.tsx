import type { feedbackEntity } from '@skin/contract';
import { Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../components/crud/format-time';

type Feedback = z.infer<typeof feedbackEntity>;

/** Feedback that names the device: what the store reported, and the answer if there is one. */
export function LookupFeedbackSection({ feedback }: { feedback: Feedback[] }) {
  const { t } = useTranslation('device');
  if (!feedback.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lookup.noFeedback')} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="lookup-feedback">
      {feedback.map((f) => (
        <Space key={f.id} orientation="vertical" size={2}>
          <Typography.Text strong>{f.title}</Typography.Text>
          <Typography.Text type="secondary">
            {f.storeName} · {formatDateTime(f.createdAt)}
          </Typography.Text>
          <Typography.Text>{f.content}</Typography.Text>
          {f.response ? (
            <Typography.Text type="success">
              {t('feedback.response')}: {f.response}
            </Typography.Text>
          ) : null}
        </Space>
      ))}
    </Space>
  );
}
