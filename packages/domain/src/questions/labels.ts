import { CSV_LABEL_FALLBACK, QUESTION_LIMITS as L, OPTION_VALUE_FALLBACK } from './constants.ts';

/**
 * Lower-case ASCII letters, digits and single underscores: accents are dropped ("Âge" -> "age"),
 * every other run of characters becomes one underscore; cut at `max` characters.
 */
export function slugifyLabel(text: string, max: number): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (words.length <= max) return words;
  const cut = words.slice(0, max);
  // Prefer ending at a word boundary when one is in the last third of the cut.
  const boundary = cut.lastIndexOf('_');
  return (boundary >= (max * 2) / 3 ? cut.slice(0, boundary) : cut).replace(/_+$/, '');
}

/** A suffix `_2`, `_3`... until the candidate is free; the base is shortened so the result fits `max`. */
export function uniqueLabel(base: string, taken: Iterable<string>, max: number): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, max - suffix.length).replace(/_+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * The CSV label generated from a question's text when none is given (spec 1 section 5), unique
 * among the simulation's other labels. Text without enough Latin letters or digits (Chinese, Arabic,
 * Korean...) gets 'question', numbered when taken.
 */
export function generateCsvLabel(questionText: string, taken: Iterable<string>): string {
  const base = slugifyLabel(questionText, L.generatedCsvLabelMax);
  return uniqueLabel(base.length >= L.csvLabelMin ? base : CSV_LABEL_FALLBACK, taken, L.csvLabelMax);
}

export interface TOptionInput {
  id?: string | null;
  label: string;
  value?: string | null;
}
export interface TQuestionOption {
  id: string;
  label: string;
  value: string;
}

/**
 * Options as stored: labels trimmed, a given id or value kept (so answers already collected keep
 * their meaning after a label is reworded); a missing or repeated id gets the lowest free number, a
 * missing or repeated value one generated from the label, unique within the question.
 */
export function completeOptions(options: readonly TOptionInput[]): TQuestionOption[] {
  const given = (value: string | null | undefined) => (value ?? '').trim();
  const givenIds = options.map((o) => given(o.id));
  const givenValues = options.map((o) => given(o.value));
  // Everything any option holds is taken, so a generated one never collides with a later option's.
  const takenIds = new Set(givenIds.filter(Boolean));
  const takenValues = new Set(givenValues.filter(Boolean));
  const claimedIds = new Set<string>();
  const claimedValues = new Set<string>();
  let nextId = 1;
  return options.map((option, index) => {
    let id = givenIds[index] ?? '';
    if (!id || claimedIds.has(id)) {
      while (takenIds.has(String(nextId))) nextId += 1;
      id = String(nextId);
      takenIds.add(id);
    }
    claimedIds.add(id);
    let value = givenValues[index] ?? '';
    if (!value || claimedValues.has(value)) {
      const base =
        slugifyLabel(option.label, L.generatedCsvLabelMax) || `${OPTION_VALUE_FALLBACK}_${index + 1}`;
      value = uniqueLabel(base, takenValues, L.optionLabelMax);
      takenValues.add(value);
    }
    claimedValues.add(value);
    return { id, label: option.label.trim(), value };
  });
}
