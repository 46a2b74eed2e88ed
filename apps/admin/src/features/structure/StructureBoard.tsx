import { Fragment, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import type { TCategoryView } from '@commonpurse/domain';
import type { TItem } from '@/api/structure-items.ts';
import {
  categoryDndId,
  containerOf,
  containersOf,
  moveBetween,
  parseDndId,
  type TContainers,
} from './board-ids.ts';
import { STRUCTURE_LABELS as L } from './labels.ts';
import { rowStyles } from './row-icons.tsx';
import { CATEGORY_GAP, useCategoryWindow, type TCategorySlotProps } from './useCategoryWindow.ts';

export interface TBoardActions {
  reorderCategories(ids: number[]): Promise<void>;
  reorderItems(categoryId: number, ids: number[]): Promise<void>;
  moveItem(item: TItem, toCategoryId: number, ids: number[]): Promise<void>;
}

export interface TStructureBoardProps {
  categories: TCategoryView[];
  actions: TBoardActions;
  /**
   * Renders one category with its items, given the item ids it shows (they change while dragging);
   * `slot` goes on its element so that a long list can measure it (data-index and ref).
   */
  renderCategory(
    category: TCategoryView,
    itemIds: number[],
    items: Map<number, TItem>,
    slot: TCategorySlotProps,
  ): ReactNode;
}

/** Items collide with items (then item lists, for empty categories); categories only with categories. */
const collisions: CollisionDetection = (args) => {
  const activeKind = parseDndId(args.active.id)?.kind;
  const of = (kinds: string[]) =>
    args.droppableContainers.filter((c) => kinds.includes(parseDndId(c.id)?.kind ?? ''));
  if (activeKind === 'category') return closestCenter({ ...args, droppableContainers: of(['category']) });
  const items = of(['item']);
  const pointed = pointerWithin({ ...args, droppableContainers: items });
  if (pointed.length > 0) return pointed;
  const inList = pointerWithin({ ...args, droppableContainers: of(['list']) });
  if (inList.length > 0) return inList;
  return closestCenter({ ...args, droppableContainers: [...items, ...of(['list'])] });
};

/**
 * The categories and their items as sortable lists (pointer and keyboard): a category moves among
 * categories, an item within its category or into another one. The new order is saved on drop.
 */
export function StructureBoard({ categories, actions, renderCategory }: TStructureBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // While an item is dragged across categories, where it currently is; null when nothing is dragged.
  const [dragging, setDragging] = useState<TContainers | null>(null);
  // The category being dragged, or the one where the dragged item now is: it stays drawn.
  const [draggedCategory, setDraggedCategory] = useState<number | null>(null);
  const containers = dragging ?? containersOf(categories);
  const itemsById = new Map(
    categories.flatMap((c) => c.subcategories.map((s) => [s.id, s as TItem] as const)),
  );

  const [draggedItem, setDraggedItem] = useState<number | null>(null);
  const pinnedCategory = draggedItem !== null ? containerOf(containers, draggedItem) : draggedCategory;
  const { slots, padTop, padBottom, attachList, measure } = useCategoryWindow(
    categories,
    pinnedCategory === null ? [] : [categories.findIndex((c) => c.id === pinnedCategory)],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const moving = parseDndId(active.id);
    if (moving?.kind === 'item') {
      setDragging(containersOf(categories));
      setDraggedItem(moving.id);
    } else if (moving?.kind === 'category') setDraggedCategory(moving.id);
  };
  const endDrag = () => {
    setDragging(null);
    setDraggedItem(null);
    setDraggedCategory(null);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const moving = parseDndId(active.id);
    const target = parseDndId(over?.id);
    if (moving?.kind !== 'item' || !target) return;
    setDragging((current) => {
      if (!current) return current;
      const toCategory = target.kind === 'item' ? containerOf(current, target.id) : target.id;
      if (toCategory === null) return current;
      return moveBetween(current, moving.id, toCategory, target.kind === 'item' ? target.id : null);
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const moving = parseDndId(active.id);
    const target = parseDndId(over?.id);
    const finalContainers = dragging;
    endDrag();
    if (!moving || !target) return;

    if (moving.kind === 'category') {
      const ids = categories.map((c) => c.id);
      const from = ids.indexOf(moving.id);
      const to = ids.indexOf(target.id);
      if (target.kind === 'category' && from !== to && to >= 0)
        void actions.reorderCategories(arrayMove(ids, from, to));
      return;
    }

    const current = finalContainers ?? containersOf(categories);
    const categoryId = containerOf(current, moving.id);
    const item = itemsById.get(moving.id);
    if (categoryId === null || !item) return;
    let ids = current.get(categoryId) ?? [];
    if (target.kind === 'item' && target.id !== moving.id && ids.includes(target.id)) {
      ids = arrayMove(ids, ids.indexOf(moving.id), ids.indexOf(target.id));
    }
    if (categoryId !== item.budget_category_id) {
      void actions.moveItem(item, categoryId, ids);
      return;
    }
    const before = categories.find((c) => c.id === categoryId)?.subcategories.map((s) => s.id) ?? [];
    if (ids.join(',') !== before.join(',')) void actions.reorderItems(categoryId, ids);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={endDrag}
      accessibility={{ screenReaderInstructions: { draggable: L.dragInstructions } }}
    >
      <SortableContext
        items={categories.map((c) => categoryDndId(c.id))}
        strategy={verticalListSortingStrategy}
      >
        <Box
          component="ol"
          ref={attachList}
          style={{ paddingTop: padTop, paddingBottom: padBottom }}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: `${CATEGORY_GAP}px`,
            listStyle: 'none',
            px: 0,
            m: 0,
            ...rowStyles,
          }}
        >
          {slots.map(({ index, skipped }) => {
            const category = categories[index]!;
            return (
              <Fragment key={category.id}>
                {skipped > 0 && (
                  <li aria-hidden="true" role="presentation" style={{ height: skipped - CATEGORY_GAP }} />
                )}
                {renderCategory(category, containers.get(category.id) ?? [], itemsById, {
                  index,
                  measure,
                })}
              </Fragment>
            );
          })}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
