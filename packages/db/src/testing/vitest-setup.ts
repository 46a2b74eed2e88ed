import { afterAll, afterEach, expect } from 'vitest';
import { watchQueryOverlaps } from './query-overlaps.ts';

// On PostgreSQL, a query sent on a client busy with another (Promise.all on a transaction) fails the
// test it ran in (decision 0624). PGlite queues its queries itself: nothing to watch there.
if (process.env.TEST_DATABASE_URL) {
  const overlaps = watchQueryOverlaps();
  const noOverlap = () =>
    expect(overlaps.take(), 'queries sent on a PostgreSQL client busy with another').toEqual([]);
  afterEach(noOverlap);
  afterAll(noOverlap);
}
