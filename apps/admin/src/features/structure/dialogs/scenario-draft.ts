import {
  parseNumeric,
  ZScenarioQuestion,
  type TScenarioQuestion,
  type TScenarioQuestionInput,
} from '@commonpurse/domain';
import { numberText } from './amount-text.ts';
import { DIALOG_LABELS as L } from './labels.ts';

// The scenario dialog edits a draft of the question (texts as typed); Done turns it into the question
// the API stores (customized_question_json) through the domain's ZScenarioQuestion.

export type TScenarioKind = 'scenario' | 'dedicated';
type TId = number | string;

export interface TDraftLink {
  id: TId;
  /** '' until a spending subcategory is chosen. */
  budget_subcategory_id: number | '';
}

export interface TDraftOption {
  id: TId;
  title: string;
  /** The dollar difference as typed. */
  value: string;
  extra: string;
  details: string;
  default: boolean;
  links: TDraftLink[];
}

export interface TScenarioDraft {
  kind: TScenarioKind;
  name: string;
  description: string;
  allow_multiple: boolean;
  options: TDraftOption[];
}

type TRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const idOf = (value: unknown, fallback: number): TId =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : fallback;

/** The largest numeric id plus one (ids are chosen by the console). */
export function nextId(ids: readonly TId[]): number {
  return ids.reduce<number>((max, id) => (typeof id === 'number' && id > max ? id : max), 0) + 1;
}

export const emptyOption = (id: number, isDefault: boolean): TDraftOption => ({
  id,
  title: '',
  value: '',
  extra: '',
  details: '',
  default: isDefault,
  links: [],
});

/**
 * The draft of an item's question: its stored JSON read leniently (older data may lack fields), or a
 * new question of `kind` with one default option. A stored question keeps its own type.
 */
export function draftOf(stored: unknown, kind: TScenarioKind): TScenarioDraft {
  if (!isRecord(stored)) {
    return { kind, name: '', description: '', allow_multiple: false, options: [emptyOption(1, true)] };
  }
  const options = (Array.isArray(stored.options) ? stored.options : [])
    .filter(isRecord)
    .map((option, index) => ({
      id: idOf(option.id, index + 1),
      title: textOf(option.title),
      value: typeof option.value === 'number' ? numberText(option.value) : textOf(option.value),
      extra: textOf(option.extra),
      details: textOf(option.details),
      default: option.default === true,
      links: (Array.isArray(option.links) ? option.links : []).filter(isRecord).map((link, linkIndex) => ({
        id: idOf(link.id, linkIndex + 1),
        budget_subcategory_id:
          Number(link.budget_subcategory_id) > 0 ? Number(link.budget_subcategory_id) : ('' as const),
      })),
    }));
  return {
    kind: stored.type === 'dedicated' ? 'dedicated' : 'scenario',
    name: textOf(stored.name),
    description: textOf(stored.description),
    allow_multiple: stored.allow_multiple === true,
    options,
  };
}

/** What the draft says as the schema's input (a link belongs to the option it is listed under). */
function inputOf(draft: TScenarioDraft): TScenarioQuestionInput {
  return {
    ...(draft.kind === 'dedicated' ? { type: 'dedicated' as const } : {}),
    name: draft.name,
    description: draft.description,
    allow_multiple: draft.allow_multiple,
    options: draft.options.map((option) => ({
      id: option.id,
      title: option.title,
      value: parseNumeric(option.value) ?? (undefined as unknown as number),
      extra: option.extra.trim() === '' ? null : option.extra,
      details: option.details.trim() === '' ? null : option.details,
      default: option.default,
      ...(draft.kind === 'dedicated'
        ? {
            links: option.links.map((link) => ({
              id: link.id,
              budget_subcategory_id: link.budget_subcategory_id === '' ? 0 : link.budget_subcategory_id,
              option_id: option.id,
            })),
          }
        : {}),
    })),
  };
}

export type TDraftCheck =
  | { ok: true; question: TScenarioQuestion }
  | { ok: false; errors: Record<string, string>; summary: string[] };

/** Validates with ZScenarioQuestion: the question, or each problem at its path ('options.0.title') and listed once. */
export function checkDraft(draft: TScenarioDraft): TDraftCheck {
  const result = ZScenarioQuestion.safeParse(inputOf(draft));
  if (result.success) return { ok: true, question: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors, summary: [...new Set(result.error.issues.map((issue) => issue.message))] };
}

/** Ticks or unticks an option's default; without multiple selection, ticking one clears the others. */
export function withDefault(draft: TScenarioDraft, index: number, on: boolean): TScenarioDraft {
  return {
    ...draft,
    options: draft.options.map((option, i) =>
      i === index
        ? { ...option, default: on }
        : on && !draft.allow_multiple
          ? { ...option, default: false }
          : option,
    ),
  };
}

/** Why an option cannot be deleted (the only one, the default, or linked to spending), or null. */
export function optionDeleteBlock(draft: TScenarioDraft, index: number): string | null {
  const option = draft.options[index];
  if (!option) return null;
  if (draft.options.length === 1) return L.optionOnly;
  if (option.default) return L.optionDefault;
  if (option.links.length > 0) return L.optionLinked;
  return null;
}
