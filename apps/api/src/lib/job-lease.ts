import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@commonpurse/db';

export interface JobLease {
  /** True when this process holds the lease now (taken, or renewed for another `ttlMs`). */
  acquire(): Promise<boolean>;
  /** Gives the lease up at once (shutdown), so another process need not wait for it to lapse. */
  release(): Promise<void>;
}

/**
 * One runner at a time for a periodic job across server processes, in the database they share
 * (decision 0567): a row per job names its holder until an expiry; an upsert takes it when it is free,
 * lapsed, or already ours. Works alike on PostgreSQL and PGlite, and needs no session-bound lock (the
 * pool may hand each query another connection).
 */
export function createJobLease(db: Db, name: string, ttlMs: number): JobLease {
  const holder = `${process.pid}-${randomUUID()}`;
  return {
    async acquire() {
      const result = await db.execute(sql`
        insert into job_leases (name, holder, expires_at)
        values (${name}, ${holder}, now() + ${`${ttlMs} milliseconds`}::interval)
        on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where job_leases.expires_at < now() or job_leases.holder = excluded.holder
        returning holder`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
    async release() {
      await db.execute(sql`delete from job_leases where name = ${name} and holder = ${holder}`);
    },
  };
}
