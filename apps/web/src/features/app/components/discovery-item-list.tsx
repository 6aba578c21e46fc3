import { DeleteOutlined, EditOutlined, HolderOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type AppDiscoveryItem, appDiscoveryItemResource, permissionOf } from '@skin/contract';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateSwitch } from '../../../components/crud/state-switch';
import { useHasPermission } from '../../../components/permission/use-access';

type Props = {
  items: AppDiscoveryItem[];
  /** The new order of every item, after a drag or a keyboard move. */
  onReorder: (ids: number[]) => void;
  onEdit: (item: AppDiscoveryItem) => void;
  onDelete: (item: AppDiscoveryItem) => void;
};

function ItemRow({
  item,
  onEdit,
  onDelete,
  mayEdit,
  mayDelete,
}: {
  item: AppDiscoveryItem;
  onEdit: () => void;
  onDelete: () => void;
  mayEdit: boolean;
  mayDelete: boolean;
}) {
  const { t } = useTranslation('app');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: !mayEdit });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap={10}
      data-testid="discovery-item"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        padding: 8,
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        background: isDragging ? '#e6f4ff' : undefined,
      }}
    >
      {mayEdit ? (
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('discovery.item.drag', { title: item.title })}
          data-testid="drag-handle"
          style={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        />
      ) : null}
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
        <Button size="small" type="link" icon={<EditOutlined />} onClick={onEdit}>
          {t('discovery.item.edit')}
        </Button>
      ) : null}
      {mayDelete ? (
        <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={onDelete}>
          {t('discovery.item.delete')}
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * An entry's items in the app's order: dragged by their handle, or moved with the keyboard
 * (focus the handle, Space to lift, arrows to move, Space to drop); each move saves the whole order.
 */
export function DiscoveryItemList({ items, onReorder, onEdit, onDelete }: Props) {
  const mayEdit = useHasPermission([permissionOf(appDiscoveryItemResource, 'edit')]);
  const mayDelete = useHasPermission([permissionOf(appDiscoveryItemResource, 'delete')]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Flex vertical gap={6}>
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              mayEdit={mayEdit}
              mayDelete={mayDelete}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </Flex>
      </SortableContext>
    </DndContext>
  );
}
