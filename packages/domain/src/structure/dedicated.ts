type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
};

/**
 * The subcategory ids a dedicated-funds question links to: options[].links[].budget_subcategory_id
 * of every scenario question (customized_question_json) whose type is 'dedicated'. Anything malformed
 * is skipped.
 */
export function dedicatedFundsLinkedIds(questions: readonly unknown[]): Set<number> {
  const ids = new Set<number>();
  for (const question of questions) {
    if (!isObject(question) || question.type !== 'dedicated' || !Array.isArray(question.options)) continue;
    for (const option of question.options) {
      if (!isObject(option) || !Array.isArray(option.links)) continue;
      for (const link of option.links) {
        const id = isObject(link) ? idOf(link.budget_subcategory_id) : null;
        if (id !== null) ids.add(id);
      }
    }
  }
  return ids;
}

/** Whether `ids` is exactly `scope` in some order (no repeats, none missing, none foreign). */
export function isPermutationOf(ids: readonly number[], scope: readonly number[]): boolean {
  if (ids.length !== scope.length) return false;
  const wanted = new Set(scope);
  const seen = new Set<number>();
  for (const id of ids) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}
