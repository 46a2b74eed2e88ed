import { z } from 'zod';
import { DB_INTEGER_MAX } from './constants.ts';

/**
 * A row id sent in a body: a positive integer an id column can hold. A larger one names no row, and
 * PostgreSQL would refuse to compare it with an integer column (a server error, not a refusal).
 */
export const ZRowId = z.number().int().positive().max(DB_INTEGER_MAX);

/** The same, sent as a string or a number (a form post or a query). */
export const ZRowIdCoerced = z.coerce.number().int().positive().max(DB_INTEGER_MAX);
