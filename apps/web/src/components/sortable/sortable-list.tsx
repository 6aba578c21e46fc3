import { HolderOutlined } from '@ant-design/icons';
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
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

type Props<Row extends { id: number }> = {
  rows: readonly Row[];
  /** What a row shows after its handle. */
  renderRow: (row: Row) => ReactNode;
  /** Whether the rows may be moved: without it they show no handle. */
  movable: boolean;
  /** Every row's id in the new order, after a drag or a keyboard move. */
  onReorder: (ids: number[]) => void;
  /** The handle's name for a screen reader: what it moves. */
  handleLabel: (row: Row) => string;
  /** How to move the rows, read to a screen reader when a handle is focused. */
  instructions: string;
  /** The row marked (the one being edited). */
  markedId?: number | null;
  testIds: { list?: string; row: string; handle: string };
};

/**
 * Rows in an order the user changes: dragged by their handle with a pointer, or with the keyboard
 * (focus a handle, Space or Enter to lift, the arrow keys to move, Space to drop, Escape to
 * cancel). A drop hands the whole new order to `onReorder`, for one request to save it.
 */
export function SortableList<Row extends { id: number }>(props: Props<Row>) {
  const { rows, onReorder, instructions, testIds } = props;
  const sensors = useSensors(
    // A few pixels of movement before a drag starts: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((r) => r.id);
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Flex vertical gap={6} data-testid={testIds.list}>
          {rows.map((row) => (
            <SortableRow key={row.id} row={row} {...props} />
          ))}
        </Flex>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<Row extends { id: number }>({
  row,
  renderRow,
  movable,
  handleLabel,
  markedId,
  testIds,
}: Props<Row> & { row: Row }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id, disabled: !movable });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap={8}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        padding: '6px 8px',
        border: `1px solid ${markedId === row.id ? '#1677ff' : 'rgba(128,128,128,0.25)'}`,
        borderRadius: 8,
        background: isDragging ? 'rgba(22,119,255,0.08)' : undefined,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
      data-testid={testIds.row}
      data-item-id={row.id}
    >
      {movable ? (
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          style={{ cursor: 'grab', touchAction: 'none' }}
          aria-label={handleLabel(row)}
          data-testid={testIds.handle}
          {...attributes}
          {...listeners}
        />
      ) : null}
      {renderRow(row)}
    </Flex>
  );
}
