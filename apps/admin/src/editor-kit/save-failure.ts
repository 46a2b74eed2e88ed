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

/**
 * A refusal of a form whose `shown` fields carry their own message: those messages by field, and the
 * banner (the other fields' messages, or the whole text when no field was named; null when none is left).
 */
export function splitFailure<F extends string>(
  error: unknown,
  shown: readonly F[],
): { fields: Partial<Record<F, string>>; banner: string | null } {
  const { fields, message } = saveFailure(error);
  const own = Object.fromEntries(shown.filter((f) => fields[f]).map((f) => [f, fields[f]]));
  const others = Object.entries(fields).filter(([field]) => !(shown as readonly string[]).includes(field));
  const banner = Object.keys(fields).length === 0 ? message : others.map(([, m]) => m).join(' ') || null;
  return { fields: own as Partial<Record<F, string>>, banner };
}

/**
 * A table's delete: answers null once done, or the refusal (each field's first message), which is also
 * shown in the error banner.
 */
export async function removeOrSayWhy(
  remove: () => Promise<unknown>,
  notifyError: (message: string) => void,
): Promise<string | null> {
  try {
    await remove();
    return null;
  } catch (error) {
    const refusal = describeApiError(error, 'first');
    notifyError(refusal);
    return refusal;
  }
}
