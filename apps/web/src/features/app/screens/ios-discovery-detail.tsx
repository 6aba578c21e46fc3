import { PlusOutlined } from '@ant-design/icons';
import {
  type AppDiscoveryItem,
  appDiscoveryItemResource,
  appDiscoveryResource,
  permissionOf,
} from '@skin/contract';
import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRecord } from '../../../components/crud/api/create-record';
import { useDeleteRecords } from '../../../components/crud/api/delete-records';
import { useHasPermission } from '../../../components/permission/use-access';
import { useNavigate } from '../../../lib/router';
import { useFeedback } from '../../../lib/use-feedback';
import { useDiscoveryItems, useDiscoveryRecord, useReorderItems } from '../api/discovery-queries';
import { DiscoveryFrame, DiscoveryRecord } from '../components/discovery-frame';
import { DiscoveryItemList } from '../components/discovery-item-list';
import { previewItems } from '../components/preview-data';

/**
 * `app/IosDiscoveryDetail` at /iosDiscoveryDetail/:id: an entry's items in the app's order,
 * reordered by drag or keyboard, beside the discovery page as a phone shows it.
 */
export default function IosDiscoveryDetailScreen() {
  const { t } = useTranslation('app');
  return <DiscoveryRecord missing={t('discovery.noEntry')} page={(id) => <EntryItems id={id} />} />;
}

function EntryItems({ id }: { id: number }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const entry = useDiscoveryRecord(appDiscoveryResource, id);
  const items = useDiscoveryItems(id);
  const reorder = useReorderItems(id);
  const create = useCreateRecord<AppDiscoveryItem>(appDiscoveryItemResource);
  const remove = useDeleteRecords(appDiscoveryItemResource);
  const mayAdd = useHasPermission([permissionOf(appDiscoveryItemResource, 'add')]);
  // The order just chosen, shown until the saved one is read back.
  const [moved, setMoved] = useState<number[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);

  const list = items.data?.list ?? [];
  const shown = moved ? moved.map((i) => list.find((x) => x.id === i)).filter((x) => !!x) : list;
  const openItem = (item: { id: number }) => navigate(`/iosDiscoveryDetailMp4/${item.id}`);
  const saveOrder = (ids: number[]) => {
    setMoved(ids);
    reorder.mutateAsync(ids).then(
      () => setMoved(null),
      () => setMoved(null),
    );
  };
  const confirmDelete = (item: AppDiscoveryItem) =>
    modal.confirm({
      title: t('discovery.item.deleteConfirm', { title: item.title }),
      onOk: () => remove.mutateAsync([item.id]),
    });
  const add = async () => {
    const title = adding?.trim();
    if (!title) return;
    // A new item starts hidden: the app shows it once its cover, text and video are in.
    const created = await create.mutateAsync({ discoveryId: id, title, visible: 0 });
    setAdding(null);
    openItem(created);
  };

  return (
    <DiscoveryFrame
      missing={t('discovery.noEntry')}
      failed={entry.isError}
      loading={entry.isPending || items.isPending}
      heading={entry.data ? `${entry.data.name} · ${entry.data.deviceTypeName}` : ''}
      backTo="/app/discovery"
      width={420}
      extra={
        mayAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding('')} data-testid="add-item">
            {t('discovery.item.add')}
          </Button>
        ) : null
      }
      phone={{ deviceTypeId: entry.data?.deviceTypeId, entryId: id, items: previewItems(shown) }}
    >
      <Typography.Paragraph type="secondary">{t('discovery.item.orderHint')}</Typography.Paragraph>
      {shown.length ? (
        <DiscoveryItemList items={shown} onReorder={saveOrder} onEdit={openItem} onDelete={confirmDelete} />
      ) : (
        <Typography.Text type="secondary">{t('discovery.item.none')}</Typography.Text>
      )}
      <Modal
        open={adding !== null}
        title={t('discovery.item.add')}
        onCancel={() => setAdding(null)}
        onOk={() => void add()}
        okButtonProps={{ disabled: !adding?.trim(), loading: create.isPending }}
        destroyOnHidden
      >
        <Input
          autoFocus
          maxLength={128}
          placeholder={t('discovery.item.title')}
          aria-label={t('discovery.item.title')}
          value={adding ?? ''}
          onChange={(e) => setAdding(e.target.value)}
          onPressEnter={() => void add()}
          data-testid="new-item-title"
        />
      </Modal>
    </DiscoveryFrame>
  );
}
