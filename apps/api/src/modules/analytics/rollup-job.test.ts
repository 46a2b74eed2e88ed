import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@commonpurse/db';
import type { JobLease } from '../../lib/job-lease.ts';
import { createRollupJob } from './rollup-job.ts';

describe('rollup job timer', () => {
  it('stops for good while a tick is still taking the lease: no pass after stop, the lease released last', async () => {
    const events: string[] = [];
    let grant!: (taken: boolean) => void;
    const lease: JobLease = {
      acquire: vi.fn(() => {
        events.push('acquire');
        return new Promise<boolean>((resolve) => (grant = resolve));
      }),
      release: vi.fn(async () => void events.push('release')),
    };
    const db = {
      execute: vi.fn(async () => {
        events.push('query');
        return { rows: [] };
      }),
    } as unknown as Db;
    const job = createRollupJob(db, { error: vi.fn() }, { lease });
    job.start(5);
    await vi.waitFor(() => expect(lease.acquire).toHaveBeenCalled());
    const stopped = job.stop().then(() => events.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Still taking the lease: stop() waits for it rather than releasing first.
    expect(events).toEqual(['acquire']);
    grant(true);
    await stopped;
    expect(events).toEqual(['acquire', 'release', 'stopped']);
    expect(db.execute).not.toHaveBeenCalled();
  });
});
