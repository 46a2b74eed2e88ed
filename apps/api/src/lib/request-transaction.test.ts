import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allQueries, isTransaction, type Database, type Db } from '@commonpurse/db';
import { createTestDatabase } from '@commonpurse/db/testing';
import { inRequestTransaction, requestScopedDb } from './request-transaction.ts';

describe('app.db inside and outside a request transaction (decision 0624)', () => {
  let database: Database;
  let scoped: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    scoped = requestScopedDb(database.db);
  });
  afterAll(() => database.close());

  const inRequest = <T>(work: () => Promise<T>) => inRequestTransaction(scoped, async () => {}, work);

  it('is the database outside a request, its transaction inside, and the database again after', async () => {
    expect(isTransaction(scoped)).toBe(false);
    expect(await inRequest(async () => isTransaction(scoped))).toBe(true);
    expect(isTransaction(scoped)).toBe(false);
  });

  it("runs allQueries' queries one after another in the request, together outside it", async () => {
    const runOn = async (db: Db) => {
      const events: string[] = [];
      const step = (name: string, seconds: number) => async () => {
        events.push(`${name} start`);
        await db.execute(sql`select pg_sleep(${seconds})`);
        events.push(`${name} end`);
        return name;
      };
      const results = await allQueries(db, [step('a', 0.05), step('b', 0)]);
      return { results, events };
    };
    expect(await inRequest(() => runOn(scoped))).toEqual({
      results: ['a', 'b'],
      events: ['a start', 'a end', 'b start', 'b end'],
    });
    const outside = await runOn(scoped);
    expect(outside.results).toEqual(['a', 'b']);
    expect(outside.events.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
