import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  APP_DISCOVERY_LIMITS,
  type AppDiscoveryItem,
  appDiscoveryItemResource,
  appDiscoveryResource,
  permissionOf,
} from '@skin/contract';
import { Alert, Button, Card, Flex, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateRecord } from '../../../components/crud/api/update-record';
import { StateSwitch } from '../../../components/crud/state-switch';
import { useHasPermission } from '../../../components/permission/use-access';
import { useNavigate, useParams } from '../../../lib/router';
import { useDiscoveryEntries, useDiscoveryRecord } from '../api/discovery-queries';
import { DiscoveryFileInput, publicFileUrl } from '../components/discovery-file-input';
import { DiscoveryPhonePreview } from '../components/discovery-phone-preview';
import { DiscoveryRichText } from '../components/discovery-rich-text';
import { fileById, previewEntries } from '../components/preview-data';

type Values = { title: string; coverFileId: string | null; content: string; videoFileId: string | null };

/**
 * `app/IosDiscoveryDetailMp4` at /iosDiscoveryDetailMp4/:id: one item's title, cover, text and
 * video (uploaded with its progress, played here), beside the item opened as the app opens it.
 */
export default function IosDiscoveryDetailMp4Screen() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? <ItemEditor key={id} id={id} /> : <NoItem />;
}

function NoItem() {
  const { t } = useTranslation('app');
  return <Alert type="info" showIcon message={t('discovery.noItem')} />;
}

function ItemEditor({ id }: { id: number }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const item = useDiscoveryRecord(appDiscoveryItemResource, id);
  const entryId = item.data?.discoveryId ?? 0;
  const entry = useDiscoveryRecord(appDiscoveryResource, entryId);
  const entries = useDiscoveryEntries(entry.data?.deviceTypeId);
  const update = useUpdateRecord<AppDiscoveryItem>(appDiscoveryItemResource);
  const mayEdit = useHasPermission([permissionOf(appDiscoveryItemResource, 'edit')]);
  const live = Form.useWatch([], form) as Partial<Values> | undefined;

  // The form shows the item as saved: on load, and after a save (the server's sanitized text).
  useEffect(() => {
    if (!item.data) return;
    const { title, coverFileId, content, videoFileId } = item.data;
    form.setFieldsValue({ title, coverFileId, content, videoFileId });
  }, [item.data, form]);

  if (item.isError) return <NoItem />;
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
    <Flex gap={24} wrap align="flex-start">
      <Card
        style={{ flex: '1 1 480px', minWidth: 320 }}
        loading={item.isPending}
        title={
          <Space>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('discovery.back')}
              onClick={() => navigate(`/iosDiscoveryDetail/${entryId}`)}
            />
            {entry.data?.name}
          </Space>
        }
        extra={
          item.data ? (
            <Space>
              {t('discovery.visible')}
              <StateSwitch def={appDiscoveryItemResource} verb="show" row={item.data} />
            </Space>
          ) : null
        }
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
            <DiscoveryFileInput kind="cover" />
          </Form.Item>
          <Form.Item name="videoFileId" label={t('discovery.item.video')}>
            <DiscoveryFileInput kind="video" />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('discovery.item.content')}
            rules={[{ max: APP_DISCOVERY_LIMITS.contentChars }]}
          >
            <DiscoveryRichText />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-item">
            {t('discovery.item.save')}
          </Button>
        </Form>
      </Card>
      <DiscoveryPhonePreview
        entries={previewEntries(entries.data?.list)}
        activeEntryId={entryId}
        items={[]}
        open={open}
      />
    </Flex>
  );
}
