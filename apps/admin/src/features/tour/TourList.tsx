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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import { TOUR_LABELS as L } from './labels.ts';
import type { TTourCategory } from './tour-model.ts';
import { TourCategoryCard } from './TourCategoryCard.tsx';

export interface TTourListProps {
  tour: TTourCategory[];
  listName(category: TTourCategory): string;
  disabled?: boolean;
  onReorder(ids: number[]): void;
  onRemove(category: TTourCategory): void;
  onItemChange(category: TTourCategory, itemId: number, inTour: boolean): void;
}

/** The tour's ids once `activeId` is dropped on `overId`, or null when nothing moves. */
export function droppedOrder(
  ids: number[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | undefined,
) {
  const from = ids.indexOf(Number(activeId));
  const to = overId === undefined ? -1 : ids.indexOf(Number(overId));
  return from < 0 || to < 0 || from === to ? null : arrayMove(ids, from, to);
}

/** The tour categories as one sortable list (pointer and keyboard); the new order is saved on drop. */
export function TourList({ tour, listName, disabled, onReorder, onRemove, onItemChange }: TTourListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tour.map((c) => c.id);
  const nameOf = (id: UniqueIdentifier) => tour.find((c) => c.id === Number(id))?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(Number(id)) + 1;

  // Spoken while a category is moved with the keyboard: names and places, not internal ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => L.pickedUp(nameOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? L.movedTo(nameOf(active.id), positionOf(over.id), ids.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? L.droppedAt(nameOf(active.id), positionOf(over.id), ids.length) : L.cancelled(nameOf(active.id)),
    onDragCancel: ({ active }) => L.cancelled(nameOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = droppedOrder(ids, active.id, over?.id);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: L.dragInstructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" aria-label={L.listLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tour.map((category, index) => (
            <TourCategoryCard
              key={category.id}
              category={category}
              position={index + 1}
              listName={listName(category)}
              disabled={disabled}
              onRemove={() => onRemove(category)}
              onItemChange={(itemId, inTour) => onItemChange(category, itemId, inTour)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
