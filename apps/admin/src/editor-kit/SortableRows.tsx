import type { CSSProperties, ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import IconButton from '@mui/material/IconButton';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { SORT_LABELS as S } from './labels.ts';

// Rows ordered by drag and drop, with the pointer or the keyboard (Space picks a row up, the arrows
// move it, Space drops it, Escape cancels). Shared by the questions and impacts tables and the tour.

const dndId = (id: number) => `row-${id}`;
const rowIdOf = (id: UniqueIdentifier) => Number(String(id).slice('row-'.length));

/** What the live region says while a row moves (names and places, not internal ids). */
export interface TSortAnnouncements {
  pickedUp(name: string, position: number, count: number): string;
  movedTo(name: string, position: number, count: number): string;
  dropped(name: string, position: number, count: number): string;
  cancelled(name: string): string;
}

/** The ids once the row `activeId` is dropped on the row `overId`, or null when nothing moves. */
export function droppedOrder(ids: readonly number[], activeId: number, overId: number | undefined) {
  const from = ids.indexOf(activeId);
  const to = overId === undefined ? -1 : ids.indexOf(overId);
  return from < 0 || to < 0 || from === to ? null : arrayMove([...ids], from, to);
}

export interface TSortableRowsProps {
  /** The sortable rows' ids, in their current order. */
  ids: readonly number[];
  /** A row's name for the screen-reader announcements. */
  nameOf(id: number): string;
  /** What the drag handles say they do (read with each handle). */
  instructions: string;
  /** The announcements' wording (default SORT_LABELS). */
  announce?: TSortAnnouncements;
  /** Called with the new order after a drop that changed it. */
  onReorder(ids: number[]): void;
  /** The table; DndContext's live region renders beside it, not inside it. */
  children: ReactNode;
}

export function SortableRows({
  ids,
  nameOf,
  instructions,
  announce = S,
  onReorder,
  children,
}: TSortableRowsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = ids.length;
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(rowIdOf(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => announce.pickedUp(nameOf(rowIdOf(active.id)), position(active.id), count),
    onDragOver: ({ active, over }) =>
      over ? announce.movedTo(nameOf(rowIdOf(active.id)), position(over.id), count) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? announce.dropped(nameOf(rowIdOf(active.id)), position(over.id), count)
        : announce.cancelled(nameOf(rowIdOf(active.id))),
    onDragCancel: ({ active }) => announce.cancelled(nameOf(rowIdOf(active.id))),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = droppedOrder(ids, rowIdOf(active.id), over ? rowIdOf(over.id) : undefined);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids.map(dndId)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A sortable row's ref and style, and the props of its drag handle; a disabled row stays put. */
export function useSortableRow(id: number, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: dndId(id), disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  // (Named set*: they are callbacks that attach DOM nodes, not ref objects read during render.)
  return {
    setRowNode: setNodeRef,
    style,
    isDragging,
    setActivator: setActivatorNodeRef,
    attributes,
    listeners,
  };
}

/** What the drag handle of a row needs from useSortableRow. */
export type TRowHandle = Pick<ReturnType<typeof useSortableRow>, 'setActivator' | 'attributes' | 'listeners'>;

/** The drag handle of a row (a button: focus it and press Space to move the row with the arrows). */
export function DragHandle({
  label,
  disabled,
  setActivator,
  attributes,
  listeners,
}: TRowHandle & { label: string; disabled?: boolean }) {
  return (
    <IconButton
      ref={setActivator}
      size="small"
      aria-label={label}
      disabled={disabled}
      {...attributes}
      {...listeners}
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
}
