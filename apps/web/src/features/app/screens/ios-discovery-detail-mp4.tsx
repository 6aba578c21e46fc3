import {
  APP_DISCOVERY_LIMITS,
  type AppDiscoveryItem,
  appDiscoveryItemResource,
  appDiscoveryResource,
  permissionOf,
} from '@skin/contract';
import { Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateRecord } from '../../../components/crud/api/update-record';
import { StateSwitch } from '../../../components/crud/state-switch';
import { useHasPermission } from '../../../components/permission/use-access';
import { useDiscoveryRecord } from '../api/discovery-queries';
import { AppFileInput, publicFileUrl } from '../components/app-file-input';
import { DiscoveryFrame, DiscoveryRecord } from '../components/discovery-frame';
import { fileById } from '../components/preview-data';
import { RichTextEditor } from '../components/rich-text-editor';

type Values = { title: string; coverFileId: string | null; content: string; videoFileId: string | null };

/**
 * `app/IosDiscoveryDetailMp4` at /iosDiscoveryDetailMp4/:id: one item's title, cover, text and
 * video (uploaded with its progress, played here), beside the item opened as the app opens it.
 */
export default function IosDiscoveryDetailMp4Screen() {
  const { t } = useTranslation('app');
  return <DiscoveryRecord missing={t('discovery.noItem')} page={(id) => <ItemEditor id={id} />} />;
}

function ItemEditor({ id }: { id: number }) {
  const { t } = useTranslation('app');
  const [form] = Form.useForm<Values>();
  const item = useDiscoveryRecord(appDiscoveryItemResource, id);
  const entryId = item.data?.discoveryId ?? 0;
  const entry = useDiscoveryRecord(appDiscoveryResource, entryId);
  const update = useUpdateRecord<AppDiscoveryItem>(appDiscoveryItemResource);
  const mayEdit = useHasPermission([permissionOf(appDiscoveryItemResource, 'edit')]);
  const live = Form.useWatch([], form) as Partial<Values> | undefined;

  // The form shows the item as saved: on load, and after a save (the server's sanitized text).
  useEffect(() => {
    if (!item.data) return;
    const { title, coverFileId, content, videoFileId } = item.data;
    form.setFieldsValue({ title, coverFileId, content, videoFileId });
  }, [item.data, form]);

  const save = async () => {
    const values = await form.validateFields();
    await update.mutateAsync({ id, ...values });
    await item.refetch();
  };
  const open = item.data && {
    id,
    title: live?.title ?? item.data.title,
    cover: fileById(live?.coverFileId ?? item.data.coverFileId, publicFileUrl),
    video: fileById(live ? live.videoFileId : item.data.videoFileId, publicFileUrl),
    content: live?.content ?? item.data.content,
  };

  return (
    <DiscoveryFrame
      missing={t('discovery.noItem')}
      failed={item.isError}
      loading={item.isPending}
      heading={entry.data?.name}
      backTo={`/iosDiscoveryDetail/${entryId}`}
      width={480}
      extra={
        item.data ? (
          <Space>
            {t('discovery.visible')}
            <StateSwitch def={appDiscoveryItemResource} verb="show" row={item.data} />
          </Space>
        ) : null
      }
      phone={{ deviceTypeId: entry.data?.deviceTypeId, entryId, open }}
    >
      <Form form={form} layout="vertical" disabled={!mayEdit} onFinish={() => void save()}>
        <Form.Item
          name="title"
          label={t('discovery.item.title')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={128} data-testid="item-title" />
        </Form.Item>
        <Form.Item name="coverFileId" label={t('discovery.item.cover')}>
          <AppFileInput use="cover" />
        </Form.Item>
        <Form.Item name="videoFileId" label={t('discovery.item.video')}>
          <AppFileInput use="video" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('discovery.item.content')}
          rules={[{ max: APP_DISCOVERY_LIMITS.contentChars }]}
        >
          <RichTextEditor label={t('discovery.item.content')} testId="discovery-content" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-item">
          {t('discovery.item.save')}
        </Button>
      </Form>
    </DiscoveryFrame>
  );
}
