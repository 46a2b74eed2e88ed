import { useCallback, useLayoutEffect, useState } from 'react';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import type { TCategoryView } from '@commonpurse/domain';

/** Lists with fewer rows (categories + items) than this are drawn whole: there is nothing to save. */
export const WINDOW_FROM_ROWS = 150;
/** Space between two categories (px), kept by the list's CSS gap and by the virtualizer alike. */
export const CATEGORY_GAP = 12;
// First guesses of a category's height before it is measured: its header and one line per item.
const HEADER_HEIGHT = 48;
const ROW_HEIGHT = 39;
/** Categories drawn above and below the screen, so keyboard moves and scrolling find their neighbours. */
const OVERSCAN = 2;

/** What a drawn category puts on its element so that the window can measure it. */
export interface TCategorySlotProps {
  index: number;
  measure(element: HTMLElement | null): void;
}

export interface TCategorySlot {
  index: number;
  /** Space standing in for the categories skipped just before this one (px; 0 when none). */
  skipped: number;
}

export interface TCategoryWindow {
  /** The categories to draw, in order. */
  slots: TCategorySlot[];
  /** Space standing in for the categories not drawn above the first slot and below the last (px). */
  padTop: number;
  padBottom: number;
  /** The list's ref callback: its place on the page is where the window starts. */
  attachList(element: HTMLElement | null): void;
  /** Each drawn category's ref callback (with data-index): its measured height replaces the guess. */
  measure(element: HTMLElement | null): void;
}

/**
 * Which categories of a long list to draw: those on screen (the page scrolls, not the list), plus the
 * `pinned` ones (the one being dragged, or the one holding the dragged item: dnd-kit needs it mounted).
 */
export function useCategoryWindow(categories: TCategoryView[], pinned: number[]): TCategoryWindow {
  const rows = categories.reduce((total, c) => total + 1 + c.subcategories.length, 0);
  const windowed = rows >= WINDOW_FROM_ROWS;
  const [list, setList] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  const estimateSize = useCallback(
    (index: number) => HEADER_HEIGHT + ROW_HEIGHT * (categories[index]?.subcategories.length ?? 0),
    [categories],
  );
  const virtualizer = useWindowVirtualizer({
    count: windowed ? categories.length : 0,
    estimateSize,
    gap: CATEGORY_GAP,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => categories[index]?.id ?? index,
    rangeExtractor: (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      for (const index of pinned) if (index >= 0 && index < range.count) indexes.add(index);
      return [...indexes].sort((a, b) => a - b);
    },
    // An element without layout (jsdom, or not yet painted) measures 0: it keeps its guess instead.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) ||
      estimateSize(Number(element.getAttribute('data-index') ?? 0)),
  });

  // The list's distance from the top of the page, read again whenever the page's height changes (what
  // sits above it, tabs and toolbar, can change). Without ResizeObserver (jsdom) it stays 0.
  useLayoutEffect(() => {
    if (!list || !windowed || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrollMargin(pageTop(list)));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, windowed]);

  if (!windowed) {
    return {
      slots: categories.map((_, index) => ({ index, skipped: 0 })),
      padTop: 0,
      padBottom: 0,
      attachList: setList,
      measure: noop,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // A pinned category far from the screen leaves a hole between it and the drawn ones.
  const slots = items.map((item, i) => {
    const previous = items[i - 1];
    return { index: item.index, skipped: previous ? item.start - previous.end - CATEGORY_GAP : 0 };
  });
  return {
    slots,
    padTop: first ? first.start - scrollMargin : 0,
    padBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    attachList: setList,
    measure: virtualizer.measureElement,
  };
}

const noop = () => undefined;

/** An element's distance from the top of the page, whatever the scroll position. */
function pageTop(element: HTMLElement) {
  let top = 0;
  for (let at: Element | null = element; at instanceof HTMLElement; at = at.offsetParent) top += at.offsetTop;
  return top;
}
