const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's unique_violation, wherever the driver (pg, PGlite) or Drizzle nested it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
