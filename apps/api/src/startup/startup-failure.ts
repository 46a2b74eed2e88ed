import { ConfigError } from '../config.ts';
import { DatabaseStartupError } from './database-errors.ts';

/**
 * What a command prints when it cannot start: the message alone for what the operator can fix (the
 * environment, the database, or the `plain` error classes given), the whole error with its stack else.
 */
export function startupFailure(
  error: unknown,
  plain: readonly (abstract new (...args: never[]) => Error)[] = [],
) {
  const explained = [ConfigError, DatabaseStartupError, ...plain].some((kind) => error instanceof kind);
  return explained ? (error as Error).message : error;
}
