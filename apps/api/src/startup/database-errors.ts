/** PostgreSQL's SQLSTATE for a database that does not exist (invalid_catalog_name). */
const NO_SUCH_DATABASE = '3D000';
/** What the operating system answers when no server can be reached at the address. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
]);

/** A database the server cannot start on: its message says what to do; no stack trace is printed. */
export class DatabaseStartupError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartupError';
  }
}

/** Every error in a chain: drivers and Drizzle wrap the server's error in `cause` or `errors`. */
function* chainOf(error: unknown, depth = 0): Generator<{ code?: unknown }> {
  if (depth > 5 || typeof error !== 'object' || error === null) return;
  yield error as { code?: unknown };
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* chainOf(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chainOf(inner, depth + 1);
}

/** The parts of a connection string worth printing: never its password. */
function addressOf(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname || 'localhost',
    port: parsed.port || '5432',
    user: decodeURIComponent(parsed.username) || process.env.USER || 'postgres',
    database: decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username),
  };
}

/**
 * Turns the failures an operator can fix (no such database, no server at the address) into a
 * DatabaseStartupError saying how; anything else is returned as it was.
 */
export function explainDatabaseError(error: unknown, url: string): unknown {
  const codes = [...chainOf(error)].map((e) => e.code);
  const { host, port, user, database } = addressOf(url);
  if (codes.includes(NO_SUCH_DATABASE))
    return new DatabaseStartupError(
      `The database "${database}" does not exist on the PostgreSQL server at ${host}:${port} ` +
        `(DATABASE_URL). Create it, then start again:\n  createdb -h ${host} -p ${port} -U ${user} ${database}`,
      { cause: error },
    );
  const unreachable = codes.find((code) => typeof code === 'string' && UNREACHABLE.has(code));
  if (unreachable)
    return new DatabaseStartupError(
      `Cannot reach PostgreSQL at ${host}:${port} (${String(unreachable)}), from DATABASE_URL. ` +
        'Is the server running and listening there? Check the host and port, or unset DATABASE_URL ' +
        'to use the embedded database.',
      { cause: error },
    );
  return error;
}
