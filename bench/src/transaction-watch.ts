// On PostgreSQL, whether the server has a transaction open, sampled from pg_stat_activity: tells a kill
// that landed inside the import's transaction from one that came before it began or after it ended.
import { sql } from 'drizzle-orm';
import type { Database } from '@commonpurse/db';

const EVERY_MS = 20;

export class TransactionWatch {
  /** Whether the latest sample saw a transaction open (a statement running or idle in transaction). */
  open = false;
  /** The first and last sample with one open, in ms from start(). */
  firstOpenMs: number | null = null;
  lastOpenMs: number | null = null;
  private running = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(private readonly database: Database) {}

  start() {
    const started = performance.now();
    this.running = true;
    this.firstOpenMs = this.lastOpenMs = null;
    this.loop = (async () => {
      while (this.running) {
        const result = (await this.database.db.execute(sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`)) as unknown as {
          rows: { n: number }[];
        };
        this.open = result.rows[0]!.n > 0;
        const at = performance.now() - started;
        if (this.open) {
          this.firstOpenMs ??= at;
          this.lastOpenMs = at;
        }
        await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
      }
    })();
  }

  async stop() {
    this.running = false;
    await this.loop;
  }
}
