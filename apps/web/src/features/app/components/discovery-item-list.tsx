import { DeleteOutlined, EditOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { type AppDiscoveryItem, appDiscoveryItemResource, permissionOf } from '@skin/contract';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateSwitch } from '../../../components/crud/state-switch';
import { useHasPermission } from '../../../components/permission/use-access';
import { SortableList } from '../../../components/sortable/sortable-list';

type Props = {
  items: AppDiscoveryItem[];
  /** The new order of every item, after a drag or a keyboard move. */
  onReorder: (ids: number[]) => void;
  onEdit: (item: AppDiscoveryItem) => void;
  onDelete: (item: AppDiscoveryItem) => void;
};

/** A discovery entry's items in the app's order, each with its cover, title, shown switch, edit and delete. */
export function DiscoveryItemList({ items, onReorder, onEdit, onDelete }: Props) {
  const { t } = useTranslation('app');
  const mayEdit = useHasPermission([permissionOf(appDiscoveryItemResource, 'edit')]);
  const mayDelete = useHasPermission([permissionOf(appDiscoveryItemResource, 'delete')]);
  return (
    <SortableList
      rows={items}
      movable={mayEdit}
      onReorder={onReorder}
      instructions={t('discovery.item.orderHint')}
      handleLabel={(item) => t('discovery.item.drag', { title: item.title })}
      testIds={{ row: 'discovery-item', handle: 'drag-handle' }}
      renderRow={(item) => (
        <>
          {item.cover ? (
            <img
              src={item.cover.url}
              alt=""
              style={{ width: 64, height: 36, objectFit: 'cover', borderRadius: 4 }}
            />
          ) : (
            <div style={{ width: 64, height: 36, background: '#eee', borderRadius: 4 }} />
          )}
          <Typography.Text style={{ flex: 1 }}>
            <span data-testid="discovery-item-title">{item.title}</span>
            {item.video ? (
              <VideoCameraOutlined style={{ marginLeft: 6 }} aria-label={t('discovery.item.hasVideo')} />
            ) : null}
          </Typography.Text>
          <StateSwitch def={appDiscoveryItemResource} verb="show" row={item} />
          {mayEdit ? (
            <Button size="small" type="link" icon={<EditOutlined />} onClick={() => onEdit(item)}>
              {t('discovery.item.edit')}
            </Button>
          ) : null}
          {mayDelete ? (
            <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={() => onDelete(item)}>
              {t('discovery.item.delete')}
            </Button>
          ) : null}
        </>
      )}
    />
  );
}
