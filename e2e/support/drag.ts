import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** What dnd-kit's live regions say now (one region per sortable list on the page). */
const announcements = (page: Page) => page.locator('[id^="DndLiveRegion"]').allTextContents();

/**
 * A keyboard drag: Space picks the handle's row up, each arrow key moves it one place, Space drops it.
 * Each key waits for the drag's announcement of it (dnd-kit measures the rows once a drag starts, and
 * a key pressed before it has is lost, so such a key is pressed again). `position` reads a row's place from an announcement: the
 * pick-up's (or the row being over its own place) first, then one place further after each key.
 */
export async function keyboardDrag(
  page: Page,
  handle: Locator,
  key: 'ArrowUp' | 'ArrowDown',
  steps: number,
  position: (text: string) => number | undefined,
) {
  const now = async () => {
    for (const text of await announcements(page)) {
      const place = position(text.trim());
      if (place !== undefined) return place;
    }
    return undefined;
  };
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(now, { message: 'the pick-up announced' }).toBeDefined();
  let place = (await now())!;
  for (let i = 0; i < steps; i += 1) {
    const from = place;
    place += key === 'ArrowUp' ? -1 : 1;
    await page.keyboard.press(key);
    // A key pressed while dnd-kit measures the rows again (a refetch redrew the list just after the
    // pick-up) moves nothing: still over the old place after a second and a half, it is pressed again,
    // as a person would. A key that moved the row is never pressed twice.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await expect
          .poll(now, { message: `the move to place ${place} announced`, timeout: 1_500 })
          .toBe(place);
        break;
      } catch (error) {
        if (attempt === 4 || (await now()) !== from) throw error;
        await page.keyboard.press(key);
      }
    }
  }
  await page.keyboard.press('Space');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The console's sortable rows (editor kit): "Picked up X, position 2 of 3." / "X moved to position 1 of 3." */
export const rowPosition = (name: string) => (text: string) => {
  const match = new RegExp(
    `^(?:Picked up ${escape(name)}, position|${escape(name)} moved to position) (\\d+) of \\d+\\.$`,
  ).exec(text);
  return match ? Number(match[1]) : undefined;
};

/**
 * dnd-kit's own wording (the spending board): "Draggable item a was moved over droppable area b." The
 * board's places are not numbered: 0 while the row is over its own place, -1 once over the one above
 * (1 below), which is as far as a single key moves it.
 */
export const boardPosition = (key: 'ArrowUp' | 'ArrowDown') => (text: string) => {
  if (/^Picked up draggable item \S+\.$/.test(text)) return 0;
  const match = /^Draggable item (\S+) was moved over droppable area (\S+)\.$/.exec(text);
  if (!match) return undefined;
  return match[1] === match[2] ? 0 : key === 'ArrowUp' ? -1 : 1;
};

/**
 * Tracks the page's writes (every request but GET and HEAD) from now on; `settled()` waits until each
 * has been answered, e.g. before a reload that must find what they stored.
 */
export function trackWrites(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!['GET', 'HEAD'].includes(request.method())) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: () =>
      expect
        .poll(() => [...pending].map((r) => `${r.method()} ${r.url()}`), { message: 'writes answered' })
        .toEqual([]),
  };
}
