import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type IosIndexItem, iosIndexItemResource } from '@skin/contract';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable/sortable-list';
import { ShowSwitch } from './show-switch';

type Props = {
  items: readonly IosIndexItem[];
  /** The caller may change the entry's items: drag, edit, delete, show or hide. */
  changeable: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  mayReorder: boolean;
  /** The item being edited, marked in the list. */
  editingId: number | null;
  onEdit: (item: IosIndexItem) => void;
  onDelete: (item: IosIndexItem) => void;
  /** Every item's id in the new order, after a drag or a keyboard move. */
  onReorder: (ids: number[]) => void;
};

/** A home entry's items in their order, each with its image, title, shown switch, edit and delete. */
export function IndexItemList({
  items,
  changeable,
  mayEdit,
  mayDelete,
  mayReorder,
  editingId,
  onEdit,
  onDelete,
  onReorder,
}: Props) {
  const { t } = useTranslation('app');
  if (!items.length) return <Typography.Text type="secondary">{t('detail.empty')}</Typography.Text>;
  return (
    <SortableList
      rows={items}
      movable={changeable && mayReorder}
      onReorder={onReorder}
      markedId={editingId}
      instructions={t('detail.dragHint')}
      handleLabel={(item) => t('detail.dragHandle', { title: item.title })}
      testIds={{ list: 'item-list', row: 'item-row', handle: 'item-handle' }}
      renderRow={(item) => (
        <>
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" style={{ width: 60, height: 'auto', borderRadius: 4 }} />
          ) : null}
          <Typography.Text strong style={{ flex: 1 }} ellipsis data-testid="item-title">
            {item.title}
          </Typography.Text>
          <ShowSwitch def={iosIndexItemResource} row={item} changeable={changeable} />
          {changeable && mayEdit ? (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => onEdit(item)}
              data-testid="item-edit"
            >
              {t('detail.edit')}
            </Button>
          ) : null}
          {changeable && mayDelete ? (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(item)}
              data-testid="item-delete"
              aria-label={t('detail.delete')}
            />
          ) : null}
        </>
      )}
    />
  );
}
