import type { AppConfig } from '../config.ts';

/**
 * What a server on a shared PostgreSQL database (DATABASE_URL: the way to run several processes) keeps
 * to itself without REDIS_URL and S3_BUCKET, said once at start-up. On embedded PGlite only one process
 * can open the data directory, so there is nothing to say.
 */
export function scaleOutNotes(config: Pick<AppConfig, 'databaseUrl' | 'redisUrl' | 's3'>): string[] {
  if (!config.databaseUrl) return [];
  const notes: string[] = [];
  if (!config.redisUrl)
    notes.push(
      'REDIS_URL is not set: each server process counts its own rate limits. Set it when several processes serve this database.',
    );
  if (!config.s3)
    notes.push(
      'S3_BUCKET is not set: uploads are kept in this machine’s DATA_DIR/uploads. Set it when processes on other machines serve this database.',
    );
  return notes;
}
