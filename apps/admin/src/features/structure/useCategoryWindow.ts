import { useCallback, useLayoutEffect, useState } from 'react';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import type { TBoardCategoryView } from '@commonpurse/domain';

/** Lists with fewer rows (categories + items) than this are drawn whole: there is nothing to save. */
export const WINDOW_FROM_ROWS = 150;
/** Space between two categories (px), kept by the list's CSS gap and by the virtualizer alike. */
export const CATEGORY_GAP = 12;
// First guesses of a category's height before it is measured: its header and one line per item. An
// item row is 37 px (a 32 px inline editor, 2 px above and below, a 1 px border): the space standing
// in for rows not drawn has that height, so a category keeps its height as its drawn rows change.
const HEADER_HEIGHT = 48;
const ROW_HEIGHT = 37;
/** Categories drawn above and below the screen, so keyboard moves and scrolling find their neighbours. */
const OVERSCAN = 2;
/**
 * Item rows drawn beyond each edge of the screen inside a drawn category; the drawn range moves in
 * steps of this many rows, so a category draws again only every few rows of scrolling.
 */
const ROW_OVERSCAN = 6;

/** What a drawn category puts on its element so that the window can measure it. */
export interface TCategorySlotProps {
  index: number;
  measure(element: HTMLElement | null): void;
}

/** The item rows of a category to draw, [from, to) by position; the others are stood in by space. */
export interface TRowWindow {
  from: number;
  to: number;
}

export interface TCategorySlot {
  index: number;
  /** Space standing in for the categories skipped just before this one (px; 0 when none). */
  skipped: number;
  /** Its rows to draw, or null for all of them. */
  rows: TRowWindow | null;
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

export interface TWindowOptions {
  /** Categories drawn wherever they are: the one being dragged, or the one holding the dragged item. */
  pinned: number[];
  /**
   * Draw every row of the drawn categories: while something is dragged (dnd-kit's keyboard sensor
   * moves to the neighbouring rows, which must be mounted) and in Bulk Edit (taller rows).
   */
  wholeRows: boolean;
}

/**
 * Which categories of a long list to draw: those on screen (the page scrolls, not the list), plus the
 * pinned ones (dnd-kit needs them mounted); and inside each, which rows are on screen.
 */
export function useCategoryWindow(
  categories: TBoardCategoryView[],
  { pinned, wholeRows }: TWindowOptions,
): TCategoryWindow {
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
      slots: categories.map((_, index) => ({ index, skipped: 0, rows: null })),
      padTop: 0,
      padBottom: 0,
      attachList: setList,
      measure: noop,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // The screen in page coordinates; without layout (jsdom) the window's height stands in.
  const top = virtualizer.scrollOffset || 0;
  const bottom = top + (virtualizer.scrollRect?.height || window.innerHeight);
  const rowsOnScreen = (start: number, count: number): TRowWindow | null => {
    if (wholeRows) return null;
    const first = HEADER_HEIGHT + start;
    const from = Math.floor((top - first) / ROW_HEIGHT / ROW_OVERSCAN) * ROW_OVERSCAN - ROW_OVERSCAN;
    const to = Math.ceil((bottom - first) / ROW_HEIGHT / ROW_OVERSCAN) * ROW_OVERSCAN + ROW_OVERSCAN;
    return { from: clamp(from, 0, count), to: clamp(to, 0, count) };
  };
  // A pinned category far from the screen leaves a hole between it and the drawn ones.
  const slots = items.map((item, i) => {
    const previous = items[i - 1];
    return {
      index: item.index,
      skipped: previous ? item.start - previous.end - CATEGORY_GAP : 0,
      rows: rowsOnScreen(item.start, categories[item.index]?.subcategories.length ?? 0),
    };
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
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The height standing in for `count` rows not drawn. */
export const rowsHeight = (count: number) => count * ROW_HEIGHT;

/** An element's distance from the top of the page, whatever the scroll position. */
function pageTop(element: HTMLElement) {
  let top = 0;
  for (let at: Element | null = element; at instanceof HTMLElement; at = at.offsetParent) top += at.offsetTop;
  return top;
}
