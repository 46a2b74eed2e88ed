import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { rankMessages as m } from './messages.ts';

export interface TRankRow {
  id: number;
  name: string;
  /** Shown after the name: the cost, or the points control. */
  extra: ReactNode;
}

/**
 * The chosen projects in rank order: drag and drop (pointer, touch, and dnd-kit's keyboard sensor with
 * translated announcements), Up and Down buttons, and Remove. Rank numbers are shown and are the list's
 * own; `onMoved` lets the page announce a button move in its live region.
 */
export function RankList({
  rows,
  onMove,
  onRemove,
}: {
  rows: readonly TRankRow[];
  onMove: (id: number, to: number) => void;
  onRemove: (id: number) => void;
}) {
  const intl = useIntl();
  const helpId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = rows.length;
  const nameOf = (id: unknown) => rows.find((row) => row.id === id)?.name ?? '';
  const rankOf = (id: unknown) => rows.findIndex((row) => row.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      intl.formatMessage(m.picked, { name: nameOf(active.id), rank: rankOf(active.id), count }),
    onDragOver: ({ active, over }) =>
      over
        ? intl.formatMessage(m.over, { name: nameOf(active.id), rank: rankOf(over.id), count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      intl.formatMessage(m.moved, { name: nameOf(active.id), rank: rankOf(over?.id ?? active.id), count }),
    onDragCancel: ({ active }) => intl.formatMessage(m.cancelled, { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), rankOf(over.id) - 1);
  };

  return (
    <>
      <p id={helpId} className="hint">
        {intl.formatMessage(m.keyboardHelp)}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: intl.formatMessage(m.keyboardHelp) },
        }}
      >
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <ol className="rank-list">
            {rows.map((row, index) => (
              <RankItem
                key={row.id}
                row={row}
                index={index}
                count={count}
                onMove={onMove}
                onRemove={onRemove}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}

function RankItem({
  row,
  index,
  count,
  onMove,
  onRemove,
}: {
  row: TRankRow;
  index: number;
  count: number;
  onMove: (id: number, to: number) => void;
  onRemove: (id: number) => void;
}) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id });
  const name = row.name;
  return (
    <li
      ref={setNodeRef}
      className={`rank-row${isDragging ? ' rank-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <span className="rank-number" aria-hidden="true">
        {index + 1}
      </span>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="icon-button drag-handle"
        {...attributes}
        {...listeners}
        aria-label={intl.formatMessage(m.drag, { name })}
        aria-roledescription={undefined}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="rank-name">
        <span className="sr-only">{intl.formatMessage(m.rankOf, { rank: index + 1, count })}: </span>
        {name}
      </span>
      <span className="rank-extra">{row.extra}</span>
      <span className="rank-actions">
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage(m.moveUp, { name })}
          aria-disabled={index === 0 || undefined}
          onClick={() => index > 0 && onMove(row.id, index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage(m.moveDown, { name })}
          aria-disabled={index === count - 1 || undefined}
          onClick={() => index < count - 1 && onMove(row.id, index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage(m.remove, { name })}
          onClick={() => onRemove(row.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </span>
    </li>
  );
}
