import pg from 'pg';

/**
 * Throwaway PostgreSQL databases beside TEST_DATABASE_URL's, for tests that need several of their own
 * (concurrent migrations, backup and restore): created, addressed, and dropped with their connections.
 */
export function throwawayPostgres(adminUrl: string) {
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    urlOf,
    /** Creates the database and answers its URL. */
    create: async (name: string) => {
      await run(`create database ${name}`);
      return urlOf(name);
    },
    drop: (name: string) => run(`drop database if exists ${name} with (force)`),
  };
}
