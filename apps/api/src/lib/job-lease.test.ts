import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@commonpurse/db';
import { createTestDatabase } from '@commonpurse/db/testing';
import { createJobLease } from './job-lease.ts';

describe('job lease', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lets one process run the job: renewed by its holder, refused to others until released', async () => {
    const first = createJobLease(database.db, 'job-a', 60_000);
    const second = createJobLease(database.db, 'job-a', 60_000);
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    expect(await first.acquire()).toBe(true);
    await first.release();
    expect(await second.acquire()).toBe(true);
    expect(await first.acquire()).toBe(false);
    expect(await createJobLease(database.db, 'job-b', 60_000).acquire()).toBe(true);
  });

  it('passes to another process once the holder stops renewing it', async () => {
    const gone = createJobLease(database.db, 'job-c', 100);
    const next = createJobLease(database.db, 'job-c', 100);
    expect(await gone.acquire()).toBe(true);
    expect(await next.acquire()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await next.acquire()).toBe(true);
    expect(await gone.acquire()).toBe(false);
  });

  it('gives exactly one of many simultaneous takers the lease', async () => {
    const takers = Array.from({ length: 8 }, () => createJobLease(database.db, 'job-d', 60_000));
    const results = await Promise.all(takers.map((lease) => lease.acquire()));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
