import { z } from 'zod';
import type { FieldKind } from './schema-walk.ts';
import { HUGE_STRING, LONE_SURROGATE, NUL_STRING } from './bad-values.ts';

// Decision 0548: a value the route's schema refuses never reaches a handler (zod's issue is answered as a
// 422 whatever the field), so the many-valued classes (numeric edges, numeric-looking text, lists of
// junk) go in full to the first field of each kind on the route and one at a time to its other fields.
// Every field still gets every class; values the schema accepts (they reach the handler) are always sent.

type AnySchema = z.core.$ZodType;

/** The classes whose values are spread over fields of one schema; every other value is its own class. */
function classOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return 'list';
  if (value === NUL_STRING || value === LONE_SURROGATE || value === HUGE_STRING || value === 'text')
    return undefined;
  if (typeof value === 'number' && value !== 1) return 'number edge';
  if (typeof value === 'string') return 'numeric text';
  return undefined;
}

export const schemaRefuses = (schema: AnySchema, value: unknown) => !z.safeParse(schema, value).success;

/** Chooses, route by route, which bad values each field is sent. */
export class ValueSpreader {
  readonly #sent = new Map<FieldKind, Set<string>>();
  readonly #classTurns = new Map<string, number>();

  /**
   * The values of `values` to send for a field of `kind`; `refused(value)` says whether the route's
   * schema refuses the body with that value in that field.
   */
  pick(kind: FieldKind, values: unknown[], refused: (value: unknown) => boolean): unknown[] {
    const sent = this.#sent.get(kind) ?? new Set<string>();
    this.#sent.set(kind, sent);
    const firstOfClass = new Set<string>();
    const picked = values.filter((value) => {
      const key = JSON.stringify(value);
      const valueClass = classOf(value);
      const fresh = !sent.has(key);
      const turn =
        valueClass !== undefined &&
        !firstOfClass.has(valueClass) &&
        this.#isTurn(valueClass, values, value, sent);
      if (valueClass === undefined || fresh || turn || !refused(value)) {
        if (valueClass !== undefined) firstOfClass.add(valueClass);
        return true;
      }
      return false;
    });
    for (const value of picked) sent.add(JSON.stringify(value));
    return picked;
  }

  /** Once a kind has had a whole class, its next fields take the class's values in turn. */
  #isTurn(valueClass: string, values: unknown[], value: unknown, sent: Set<string>): boolean {
    const members = values.filter((member) => classOf(member) === valueClass);
    if (!members.every((member) => sent.has(JSON.stringify(member)))) return false;
    const turn = this.#classTurns.get(valueClass) ?? 0;
    if (members[turn % members.length] !== value) return false;
    this.#classTurns.set(valueClass, turn + 1);
    return true;
  }
}
