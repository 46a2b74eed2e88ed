import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { createTestDatabase } from './testing/index.ts';

/** The next payload on the channel, or a failure after `ms`. */
function nextPayload(database: Database, channel: string, ms = 5_000) {
  let resolve!: (payload: string) => void;
  const received = new Promise<string>((r) => (resolve = r));
  return {
    received: Promise.race([
      received,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no notification')), ms)),
    ]),
    listening: database.listen(channel, { onNotify: resolve }),
  };
}

describe('listen', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers what pg_notify sends on the channel, and nothing after unlisten', async () => {
    const payloads: string[] = [];
    const unlisten = await database.listen('cp_test_channel', { onNotify: (p) => payloads.push(p) });
    const other = nextPayload(database, 'cp_other_channel');
    await other.listening;
    await database.db.execute(sql`select pg_notify('cp_test_channel', '42')`);
    await database.db.execute(sql`select pg_notify('cp_other_channel', 'x')`);
    await expect(other.received).resolves.toBe('x');
    expect(payloads).toEqual(['42']);
    await unlisten();
    const last = nextPayload(database, 'cp_other_channel');
    await last.listening;
    await database.db.execute(sql`select pg_notify('cp_test_channel', '43')`);
    await database.db.execute(sql`select pg_notify('cp_other_channel', 'y')`);
    await last.received;
    expect(payloads).toEqual(['42']);
  });

  it('refuses a channel name LISTEN could not take as a plain identifier', async () => {
    await expect(database.listen('drop table; --', { onNotify: () => undefined })).rejects.toThrow(
      'Not a channel name',
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reconnects a listening PostgreSQL connection that was cut, and says so',
    async () => {
      const payloads: string[] = [];
      let reconnected!: () => void;
      const back = new Promise<void>((resolve) => (reconnected = resolve));
      const unlisten = await database.listen('cp_cut_channel', {
        onNotify: (p) => payloads.push(p),
        onReconnect: () => reconnected(),
      });
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN cp_cut_channel'`,
      );
      await back;
      await database.db.execute(sql`select pg_notify('cp_cut_channel', 'after')`);
      await expect.poll(() => payloads).toEqual(['after']);
      await unlisten();
    },
    15_000,
  );
});
