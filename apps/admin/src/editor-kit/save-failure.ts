import { ApiError } from '@/api/http.ts';
import { describeApiError } from '@/api/errors.ts';

/**
 * A failed save as the dialogs show it: field messages of a 422 by field (each field's first), and the
 * text for the dialog's error banner (every message joined, spec 1 section 8).
 */
export function saveFailure(error: unknown): { fields: Record<string, string>; message: string } {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [field, list] of Object.entries(error.errors)) if (list[0]) fields[field] = list[0];
  }
  return { fields, message: describeApiError(error) };
}
