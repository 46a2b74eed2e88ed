type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function remapId(value: unknown, ids: ReadonlyMap<number, number>): unknown {
  const old = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof old !== 'number') return value;
  const mapped = ids.get(old);
  if (mapped === undefined) return value;
  return typeof value === 'string' ? String(mapped) : mapped;
}

/**
 * A scenario question (customized_question_json) whose dedicated-funds links
 * (options[].links[].budget_subcategory_id) point at the copies of the subcategories they pointed at.
 * Anything else in the document is kept as it is, and ids outside the map stay unchanged.
 */
export function remapQuestionLinks(question: unknown, ids: ReadonlyMap<number, number>): unknown {
  if (!isObject(question) || !Array.isArray(question.options)) return question;
  return {
    ...question,
    options: question.options.map((option: unknown) => {
      if (!isObject(option) || !Array.isArray(option.links)) return option;
      return {
        ...option,
        links: option.links.map((link: unknown) =>
          isObject(link) && 'budget_subcategory_id' in link
            ? { ...link, budget_subcategory_id: remapId(link.budget_subcategory_id, ids) }
            : link,
        ),
      };
    }),
  };
}
