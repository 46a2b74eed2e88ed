import { describe, expect, it } from 'vitest';
import { keptOrCounted, recountsOf, RECOUNT_BEHIND_FROM } from './counts-cache.ts';

// The kept counts' rules without a database: a handle is any object, a watermark "n:top:sum".
const mark = (ballots: number, top: number) => `${ballots}:${top}:${top * 7}`;

describe('counts kept between calls (counts-cache.ts)', () => {
  it('counts once per watermark, and counts anew when it changes for a small prioritization', async () => {
    const db = {};
    let counts = 0;
    const count = async () => ++counts;
    const behind = async () => ({ value: -1, watermark: 'never' });
    expect((await keptOrCounted(db, 'k', mark(10, 10), count, behind)).value).toBe(1);
    expect((await keptOrCounted(db, 'k', mark(10, 10), count, behind)).value).toBe(1);
    expect((await keptOrCounted(db, 'k', mark(11, 11), count, behind)).value).toBe(2);
    expect(counts).toBe(2);
  });

  it('answers a large prioritization at once with the kept counts while one recount runs behind', async () => {
    const db = {};
    const big = RECOUNT_BEHIND_FROM;
    const first = await keptOrCounted(db, 'k', mark(big, 100), async () => 'first');
    expect(first).toEqual({ value: 'first', watermark: mark(big, 100) });

    let recounts = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const behind = async () => {
      recounts += 1;
      await gate;
      return { value: 'second', watermark: mark(big + 1, 101) };
    };
    const never = async () => {
      throw new Error('a caller waited for a recount');
    };
    // Two calls during the recount: both answered with the kept counts and their watermark, one recount.
    const during = await keptOrCounted(db, 'k', mark(big + 1, 101), never, behind);
    expect(during).toEqual({ value: 'first', watermark: mark(big, 100) });
    expect((await keptOrCounted(db, 'k', mark(big + 1, 101), never, behind)).value).toBe('first');
    expect(recounts).toBe(1);

    release();
    await recountsOf(db);
    expect(await keptOrCounted(db, 'k', mark(big + 1, 101), never, behind)).toEqual({
      value: 'second',
      watermark: mark(big + 1, 101),
    });
    expect(recounts).toBe(1);
  });

  it('keeps the counts when a recount behind fails, and tries again on the next call', async () => {
    const db = {};
    const big = RECOUNT_BEHIND_FROM + 10;
    await keptOrCounted(db, 'k', mark(big, 1), async () => 'kept');
    let tries = 0;
    const failing = async (): Promise<{ value: string; watermark: string }> => {
      tries += 1;
      throw new Error('database closed');
    };
    expect((await keptOrCounted(db, 'k', mark(big + 1, 2), async () => 'x', failing)).value).toBe('kept');
    await recountsOf(db);
    expect((await keptOrCounted(db, 'k', mark(big + 1, 2), async () => 'x', failing)).value).toBe('kept');
    await recountsOf(db);
    expect(tries).toBe(2);
  });

  it('counts in the caller without a recount behind (the Condorcet table of kept groups)', async () => {
    const db = {};
    const big = RECOUNT_BEHIND_FROM * 2;
    await keptOrCounted(db, 'c', mark(big, 1), async () => 'old');
    expect((await keptOrCounted(db, 'c', mark(big + 1, 2), async () => 'new')).value).toBe('new');
  });
});
