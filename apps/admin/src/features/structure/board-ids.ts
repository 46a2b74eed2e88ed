import type { UniqueIdentifier } from '@dnd-kit/core';
import type { TBoardCategoryView } from '@commonpurse/domain';

// The board's drag-and-drop ids: a sortable category `c:<id>`, its item list (a drop target, so an
// empty category can take an item) `l:<id>`, and a sortable item `i:<id>`.

export const categoryDndId = (id: number) => `c:${id}`;
export const listDndId = (id: number) => `l:${id}`;
export const itemDndId = (id: number) => `i:${id}`;

export type TDndTarget = { kind: 'category' | 'list' | 'item'; id: number };

export function parseDndId(id: UniqueIdentifier | null | undefined): TDndTarget | null {
  const match = /^([cli]):(\d+)$/.exec(String(id ?? ''));
  if (!match) return null;
  const kind = match[1] === 'c' ? 'category' : match[1] === 'l' ? 'list' : 'item';
  return { kind, id: Number(match[2]) };
}

/** Category id -> its item ids, in order: the shape a drag rearranges. */
export type TContainers = Map<number, number[]>;

export const containersOf = (categories: TBoardCategoryView[]): TContainers =>
  new Map(categories.map((c) => [c.id, c.subcategories.map((s) => s.id)]));

export function containerOf(containers: TContainers, itemId: number): number | null {
  for (const [categoryId, ids] of containers) if (ids.includes(itemId)) return categoryId;
  return null;
}

/**
 * The containers with `itemId` moved into `toCategoryId`, before `beforeItemId` (or last). Answers the
 * same map when nothing changes.
 */
export function moveBetween(
  containers: TContainers,
  itemId: number,
  toCategoryId: number,
  beforeItemId: number | null,
): TContainers {
  const from = containerOf(containers, itemId);
  if (from === null || from === toCategoryId || !containers.has(toCategoryId)) return containers;
  const next = new Map(containers);
  next.set(
    from,
    (containers.get(from) ?? []).filter((id) => id !== itemId),
  );
  const target = [...(containers.get(toCategoryId) ?? [])];
  const at = beforeItemId === null ? -1 : target.indexOf(beforeItemId);
  target.splice(at < 0 ? target.length : at, 0, itemId);
  next.set(toCategoryId, target);
  return next;
}
