import { describe, expect, it } from 'vitest';
import { scaleOutNotes } from './scale-out-notes.ts';

const s3 = { bucket: 'uploads' } as never;

describe('scaleOutNotes', () => {
  it('says nothing on embedded PGlite, where one process holds the data', () => {
    expect(scaleOutNotes({ databaseUrl: undefined, redisUrl: undefined, s3: null })).toEqual([]);
  });

  it('names what each process keeps to itself on PostgreSQL without Redis or S3', () => {
    const notes = scaleOutNotes({ databaseUrl: 'postgres://db/app', redisUrl: undefined, s3: null });
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^REDIS_URL is not set: each server process counts its own rate limits/);
    expect(notes[1]).toMatch(/^S3_BUCKET is not set: uploads are kept in this machine’s DATA_DIR\/uploads/);
  });

  it('says nothing once both are set', () => {
    expect(scaleOutNotes({ databaseUrl: 'postgres://db/app', redisUrl: 'redis://r:6379', s3 })).toEqual([]);
  });
});
