import { DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
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
import { type IosIndexItem, iosIndexItemResource } from '@skin/contract';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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

/**
 * An entry's items in their order. Dragged by their handle with a pointer, or with the keyboard:
 * focus a handle, Space (or Enter) to lift, the arrow keys to move, Space to drop, Escape to cancel.
 * A drop hands the whole new order to `onReorder`, saved in one request.
 */
export function SortableItems(props: Props) {
  const { t } = useTranslation('app');
  const { items, onReorder } = props;
  const sensors = useSensors(
    // A few pixels of movement before a drag starts: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((i) => i.id);
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  if (!items.length) return <Typography.Text type="secondary">{t('detail.empty')}</Typography.Text>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('detail.dragHint') },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Flex vertical gap={6} data-testid="item-list">
          {items.map((item) => (
            <SortableRow key={item.id} item={item} {...props} />
          ))}
        </Flex>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  changeable,
  mayEdit,
  mayDelete,
  mayReorder,
  editingId,
  onEdit,
  onDelete,
}: Props & { item: IosIndexItem }) {
  const { t } = useTranslation('app');
  const movable = changeable && mayReorder;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: !movable });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap={8}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        padding: '6px 8px',
        border: `1px solid ${editingId === item.id ? '#1677ff' : 'rgba(128,128,128,0.25)'}`,
        borderRadius: 8,
        background: isDragging ? 'rgba(22,119,255,0.08)' : undefined,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
      data-testid="item-row"
      data-item-id={item.id}
    >
      {movable ? (
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          style={{ cursor: 'grab', touchAction: 'none' }}
          aria-label={t('detail.dragHandle', { title: item.title })}
          data-testid="item-handle"
          {...attributes}
          {...listeners}
        />
      ) : null}
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
    </Flex>
  );
}
