import { PlusOutlined } from '@ant-design/icons';
import {
  type IosIndex,
  type IosIndexItem,
  iosIndexItemResource,
  iosIndexResource,
  permissionOf,
} from '@skin/contract';
import { Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/crud/use-confirm-delete';
import { useCan } from '../../../components/permission/use-access';
import { useEntryItems, useReorder } from '../api/index-items';
import { publicFileUrl } from './app-file-input';
import { useEntryChangeable } from './entry-access';
import { IndexItemList } from './index-item-list';
import { IndexPhonePreview, type PreviewItem } from './index-phone-preview';
import { type ItemDraft, ItemEditor } from './item-editor';
import { ShowSwitch } from './show-switch';

/** The id the preview gives an item not saved yet. */
const NEW_ITEM = -1;

/**
 * One entry's editor: the entry's state, its items (added, edited, shown or hidden, dragged into
 * order) and beside them the phone preview, which draws the item form's unsaved values too.
 */
export function EntryEditor({ entry, back }: { entry: IosIndex; back: ReactNode }) {
  const { t } = useTranslation('app');
  const can = useCan();
  const { changeable: mayChange } = useEntryChangeable();
  const changeable = mayChange(entry);
  const items = useEntryItems(entry.id);
  const reorder = useReorder(entry.id);
  const confirmDelete = useConfirmDelete(iosIndexItemResource);
  const [editing, setEditing] = useState<IosIndexItem | 'new' | null>(null);
  const [draft, setDraft] = useState<ItemDraft | null>(null);
  const onDraft = useCallback((d: ItemDraft) => setDraft(d), []);
  const close = useCallback(() => {
    setEditing(null);
    setDraft(null);
  }, []);
  const may = {
    add: can(permissionOf(iosIndexItemResource, 'add')),
    edit: can(permissionOf(iosIndexItemResource, 'edit')),
    delete: can(permissionOf(iosIndexItemResource, 'delete')),
    reorder: can(iosIndexItemResource.extra.reorder),
  };
  const list = items.data ?? [];

  /** The saved items with the form's values in place of the one edited (or after them, a new one). */
  const previewItems = useMemo<PreviewItem[]>(() => {
    const drafted = (base: PreviewItem): PreviewItem =>
      draft
        ? { ...base, ...draft, imageUrl: draft.imageFileId ? publicFileUrl(draft.imageFileId) : null }
        : base;
    const saved = list.map((i) => (editing !== 'new' && editing?.id === i.id ? drafted(i) : i));
    if (editing === 'new' && draft)
      saved.push(drafted({ id: NEW_ITEM, title: '', imageUrl: null, content: null, state: 1 }));
    return saved;
  }, [list, editing, draft]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card
          title={
            <Flex align="center" gap={8}>
              {entry.iconUrl ? (
                <img src={entry.iconUrl} alt="" style={{ width: 24, height: 24, objectFit: 'contain' }} />
              ) : null}
              <span data-testid="detail-name">{entry.name}</span>
              {entry.ownerId === null ? (
                <Tag color="blue">{t('index.platform')}</Tag>
              ) : (
                <Tag>{entry.ownerName}</Tag>
              )}
            </Flex>
          }
          extra={back}
        >
          <Flex vertical gap={12}>
            <Flex align="center" gap={8}>
              <Typography.Text>{t('index.state')}</Typography.Text>
              <ShowSwitch def={iosIndexResource} row={entry} changeable={changeable} />
            </Flex>
            {changeable ? null : (
              <Typography.Text type="secondary" data-testid="detail-read-only">
                {t('detail.readOnly')}
              </Typography.Text>
            )}
            <Flex align="center" justify="space-between">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('detail.items')}
              </Typography.Title>
              {changeable && may.add && editing === null ? (
                <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="item-add">
                  {t('detail.addItem')}
                </Button>
              ) : null}
            </Flex>
            {changeable && may.reorder && list.length > 1 ? (
              <Typography.Text type="secondary">{t('detail.dragHint')}</Typography.Text>
            ) : null}
            {items.isPending ? (
              <Skeleton active />
            ) : (
              <IndexItemList
                items={list}
                changeable={changeable}
                mayEdit={may.edit}
                mayDelete={may.delete}
                mayReorder={may.reorder}
                editingId={editing === 'new' || editing === null ? null : editing.id}
                onEdit={(item) => setEditing(item)}
                onDelete={(item) => void confirmDelete([item.id])}
                onReorder={(ids) => void reorder(ids).catch(() => undefined)}
              />
            )}
            {editing !== null ? (
              <ItemEditor
                key={editing === 'new' ? 'new' : editing.id}
                indexId={entry.id}
                item={editing === 'new' ? null : editing}
                onDraft={onDraft}
                onDone={close}
              />
            ) : null}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Flex vertical align="center" gap={8}>
          <Typography.Text type="secondary">{t('detail.preview')}</Typography.Text>
          <IndexPhonePreview
            name={entry.name}
            iconUrl={entry.iconUrl}
            items={previewItems}
            hidden={entry.state !== 1}
          />
        </Flex>
      </Col>
    </Row>
  );
}
