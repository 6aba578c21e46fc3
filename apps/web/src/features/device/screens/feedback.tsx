import { MessageOutlined } from '@ant-design/icons';
import { feedbackResource, storeResource } from '@skin/contract';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useHasPermission } from '../../../components/permission/use-access';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { type Feedback, RespondDialog } from '../components/respond-dialog';

const clipped = (text: string | null) => (
  <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 280 }}>
    {text}
  </Typography.Text>
);

/** `device/Feedback`: what stores report about their devices, and the answers they get. */
export default function FeedbackScreen() {
  const { t } = useTranslation('device');
  const mayRespond = useHasPermission([feedbackResource.extra.respond]);
  const [responding, setResponding] = useState<Feedback | null>(null);
  return (
    <>
      <ResourceListPage
        def={feedbackResource}
        title={t('feedback.title')}
        noun={t('feedback.noun')}
        columns={[
          { key: 'storeName', title: t('device.store') },
          { key: 'deviceName', title: t('feedback.deviceName') },
          { key: 'title', title: t('feedback.subject') },
          { key: 'content', title: t('feedback.content'), render: clipped },
          { key: 'response', title: t('feedback.response'), render: clipped },
          { key: 'remark', title: t('common.remark') },
          {
            key: 'createdAt',
            title: t('common.createdAt'),
            render: formatDateTime,
            exportValue: (f) => formatDateTime(f.createdAt),
          },
        ]}
        filters={[
          { name: 'title', label: t('feedback.subject') },
          {
            name: 'storeId',
            label: t('device.store'),
            render: <ResourcePicker def={storeResource} style={{ minWidth: 180 }} testId="filter-storeId" />,
          },
        ]}
        form={[
          {
            name: 'storeId',
            label: t('device.store'),
            render: <ResourcePicker def={storeResource} testId="field-storeId" />,
          },
          { name: 'deviceName', label: t('feedback.deviceName') },
          { name: 'title', label: t('feedback.subject') },
          { name: 'content', label: t('feedback.content'), input: 'textarea' },
          { name: 'remark', label: t('common.remark'), input: 'textarea' },
        ]}
        rowActions={
          mayRespond
            ? (row) => (
                <Button
                  type="link"
                  size="small"
                  icon={<MessageOutlined />}
                  onClick={() => setResponding(row)}
                  data-testid={`feedback-respond-${row.id}`}
                >
                  {t('feedback.respond')}
                </Button>
              )
            : undefined
        }
      />
      {responding ? <RespondDialog feedback={responding} onClose={() => setResponding(null)} /> : null}
    </>
  );
}
