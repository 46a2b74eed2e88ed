import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { allQueries, isTransaction } from './all-queries.ts';
import type { Database } from './connection.ts';
import { createTestDatabase, watchQueryOverlaps } from './testing/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('allQueries (decision 0624)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('tells a transaction (and a savepoint in one) from the database', async () => {
    expect(isTransaction(database.db)).toBe(false);
    const [outer, inner] = await database.db.transaction(async (tx) => [
      isTransaction(tx),
      await tx.transaction(async (savepoint) => isTransaction(savepoint)),
    ]);
    expect([outer, inner]).toEqual([true, true]);
  });

  it('runs the queries together on the database: the second starts while the first waits', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const results = await allQueries(database.db, [
      async () => {
        await gate;
        return 'first';
      },
      () => {
        open();
        return 2;
      },
    ]);
    expect(results).toEqual(['first', 2]);
  });

  it('runs them one after another, in order, on a transaction, with their results in place', async () => {
    const events: string[] = [];
    const step = (name: string, query: () => Promise<unknown>) => async () => {
      events.push(`${name} start`);
      const result = await query();
      events.push(`${name} end`);
      return result;
    };
    const [first, second, plain] = await database.db.transaction((tx) =>
      allQueries(tx, [
        step('a', () => tx.execute(sql`select pg_sleep(0.02), 1 as n`)),
        step('b', () => tx.execute(sql`select 2 as n`)),
        () => 'not a query',
      ]),
    );
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect([rowsOf<{ n: number }>(first)[0]?.n, rowsOf<{ n: number }>(second)[0]?.n]).toEqual([1, 2]);
    expectTypeOf(plain).toEqualTypeOf<string>();
    expect(plain).toBe('not a query');
  });

  it('stops at the first failure on a transaction, which is rolled back anyway', async () => {
    const ran: string[] = [];
    const failing = database.db.transaction((tx) =>
      allQueries(tx, [() => tx.execute(sql`select 1 / 0`), () => ran.push('after')]),
    );
    await expect(failing).rejects.toThrow();
    expect(ran).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, Promise.all on a transaction overlaps on its client: the test setup sees it',
    async () => {
      const overlaps = watchQueryOverlaps();
      overlaps.take();
      await database.db.transaction((tx) =>
        Promise.all([tx.execute(sql`select pg_sleep(0.02)`), tx.execute(sql`select 'second'`)]),
      );
      expect(overlaps.take()).toEqual([expect.stringMatching(/select 'second'.* sent while .*pg_sleep/)]);
      await database.db.transaction((tx) =>
        allQueries(tx, [() => tx.execute(sql`select pg_sleep(0.02)`), () => tx.execute(sql`select 2`)]),
      );
      expect(overlaps.take()).toEqual([]);
    },
  );
});
