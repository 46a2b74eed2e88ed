import { Fragment, useMemo, useState, type ReactNode } from 'react';
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
import type { TBoardCategoryView } from '@commonpurse/domain';
import type { TBoardItem } from '@/api/structure-items.ts';
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
import { CATEGORY_GAP, useCategoryWindow, type TRowWindow } from './useCategoryWindow.ts';

const NO_ITEMS: number[] = [];

export interface TBoardActions {
  reorderCategories(ids: number[]): Promise<void>;
  reorderItems(categoryId: number, ids: number[]): Promise<void>;
  moveItem(item: TBoardItem, toCategoryId: number, ids: number[]): Promise<void>;
}

/** A category as the board draws it: `index` and `measure` let a long list measure its element. */
export interface TDrawnCategory {
  category: TBoardCategoryView;
  /** The item ids shown, in order (they change while an item is dragged). */
  itemIds: number[];
  items: ReadonlyMap<number, TBoardItem>;
  index: number;
  measure(element: HTMLElement | null): void;
  /** Its rows on screen; null for all of them. */
  rows: TRowWindow | null;
}

export interface TStructureBoardProps {
  categories: TBoardCategoryView[];
  actions: TBoardActions;
  /** Draw every row of the drawn categories (Bulk Edit's rows are taller than the window guesses). */
  wholeRows?: boolean;
  /** Renders one category with its items; `index` and `measure` go on its element (data-index, ref). */
  renderCategory(drawn: TDrawnCategory): ReactNode;
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
export function StructureBoard({
  categories,
  actions,
  wholeRows = false,
  renderCategory,
}: TStructureBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // While an item is dragged across categories, where it currently is; null when nothing is dragged.
  const [dragging, setDragging] = useState<TContainers | null>(null);
  // The category being dragged, or the one where the dragged item now is: it stays drawn.
  const [draggedCategory, setDraggedCategory] = useState<number | null>(null);
  // Derived once per change of the list, so that a drawn category's props stay the same between frames.
  const stored = useMemo(() => containersOf(categories), [categories]);
  const containers = dragging ?? stored;
  const itemsById = useMemo(
    () => new Map(categories.flatMap((c) => c.subcategories.map((s) => [s.id, s] as const))),
    [categories],
  );
  const categoryIds = useMemo(() => categories.map((c) => categoryDndId(c.id)), [categories]);

  const [draggedItem, setDraggedItem] = useState<number | null>(null);
  const pinnedCategory = draggedItem !== null ? containerOf(containers, draggedItem) : draggedCategory;
  const { slots, padTop, padBottom, attachList, measure } = useCategoryWindow(categories, {
    pinned: pinnedCategory === null ? [] : [categories.findIndex((c) => c.id === pinnedCategory)],
    wholeRows: wholeRows || draggedItem !== null || draggedCategory !== null,
  });

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
      <SortableContext items={categoryIds} strategy={verticalListSortingStrategy}>
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
          {slots.map(({ index, skipped, rows }) => {
            const category = categories[index]!;
            return (
              <Fragment key={category.id}>
                {skipped > 0 && (
                  <li aria-hidden="true" role="presentation" style={{ height: skipped - CATEGORY_GAP }} />
                )}
                {renderCategory({
                  category,
                  itemIds: containers.get(category.id) ?? NO_ITEMS,
                  items: itemsById,
                  index,
                  measure,
                  rows,
                })}
              </Fragment>
            );
          })}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
