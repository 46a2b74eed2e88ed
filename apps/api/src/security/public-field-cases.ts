import type { PageKind, PublicPage } from './public-pages.ts';

/**
 * How the matrix sends each id a public write takes in its body (id-fields.ts finds them): on one of
 * the owner's pages, a body that page accepts, with the field holding either the page's own id (the
 * control, which must pass) or the same kind of id of another simulation (which must be refused with
 * nothing stored). A scanned field with no case here fails the matrix.
 */
export interface PublicFieldCase {
  kind: PageKind;
  /** The page's id of the kind the field names. */
  idOf: (page: PublicPage) => unknown;
  /** A body the owner's page accepts, with the field holding `id`. */
  body: (home: PublicPage, id: unknown) => Record<string, unknown>;
}

const need = <T>(value: T | undefined, what: string, page: PublicPage): T => {
  if (value === undefined) throw new Error(`Public tenancy fixture: ${page.label} has no ${what}`);
  return value;
};

const item = (page: PublicPage) => page.item;
const question = (page: PublicPage) => page.question;
const visit = (page: PublicPage) => page.visit;
const meeting = (page: PublicPage) => need(page.meeting, 'meeting', page);
const scenarioItem = (page: PublicPage) => need(page.scenario, 'scenario item', page).item;
const scenarioOption = (page: PublicPage) => need(page.scenario, 'scenario item', page).option;

/** A budget the owner's simulation accepts: balanced, its required question answered. */
const budgetOf = (home: PublicPage, fields: Record<string, unknown> = {}) => ({
  items: [{ subcategory_id: home.item, amount: home.itemAmount }],
  answers: [{ question_id: home.question, value: home.answer }],
  ...fields,
});

/** A ballot the owner's prioritization accepts: its first project, ranked first. */
const ballotOf = (home: PublicPage, fields: Record<string, unknown> = {}) => ({
  items: [{ subcategory_id: home.item, rank: 1 }],
  ...fields,
});

/** A click batch of the owner's simulation: one + on its item, in its own visit. */
const clicksOf = (home: PublicPage, fields: Record<string, unknown> = {}) => ({
  visit_id: home.visit,
  clicks: [{ subcategory_id: home.item, kind: 'increase', count: 1 }],
  ...fields,
});

/** The fields both bodies of the submissions route take, on either kind of page. */
const sharedSubmissionCases = (
  shape: (home: PublicPage, fields: Record<string, unknown>) => Record<string, unknown>,
  kind: PageKind,
): Record<string, PublicFieldCase> => ({
  visit_id: { kind, idOf: visit, body: (home, id) => shape(home, { visit_id: id }) },
  'items[].subcategory_id': {
    kind,
    idOf: item,
    body: (home, id) => {
      const [first] = shape(home, {}).items as Record<string, unknown>[];
      return shape(home, { items: [{ ...first, subcategory_id: id }] });
    },
  },
  'answers[].question_id': {
    kind,
    idOf: question,
    body: (home, id) => shape(home, { answers: [{ question_id: id, value: home.answer }] }),
  },
  'comments[].subcategory_id': {
    kind,
    idOf: item,
    body: (home, id) => shape(home, { comments: [{ subcategory_id: id, text: 'More of this' }] }),
  },
});

const SUBMISSIONS = 'POST /v1/public/budgets/:id/submissions';
const CLICKS = 'POST /v1/public/budgets/:id/clicks';

/** Cases by "METHOD url", then by body field; the submissions route has one per kind of page. */
const CASES: Record<string, Record<string, PublicFieldCase[]>> = {
  'POST /v1/public/budgets/:id/visits': {
    meeting_id: [{ kind: 'simulation', idOf: meeting, body: (_home, id) => ({ meeting_id: id }) }],
  },
  [CLICKS]: {
    visit_id: [{ kind: 'simulation', idOf: visit, body: (home, id) => clicksOf(home, { visit_id: id }) }],
    'clicks[].subcategory_id': [
      {
        kind: 'simulation',
        idOf: item,
        body: (home, id) => clicksOf(home, { clicks: [{ subcategory_id: id, kind: 'increase', count: 1 }] }),
      },
    ],
    'clicks[].option_id': [
      {
        kind: 'simulation',
        idOf: scenarioOption,
        body: (home, id) =>
          clicksOf(home, {
            clicks: [{ subcategory_id: scenarioItem(home), kind: 'option', option_id: id, count: 1 }],
          }),
      },
    ],
    'amounts[].subcategory_id': [
      {
        kind: 'simulation',
        idOf: item,
        body: (home, id) => clicksOf(home, { amounts: [{ subcategory_id: id, amount: home.itemAmount }] }),
      },
    ],
  },
  [SUBMISSIONS]: merged(sharedSubmissionCases(budgetOf, 'simulation'), {
    ...sharedSubmissionCases(ballotOf, 'prioritization'),
    meeting_id: { kind: 'simulation', idOf: meeting, body: (home, id) => budgetOf(home, { meeting_id: id }) },
    'scenario[].subcategory_id': {
      kind: 'simulation',
      idOf: scenarioItem,
      body: (home, id) =>
        budgetOf(home, { scenario: [{ subcategory_id: id, option_ids: [scenarioOption(home)] }] }),
    },
    'scenario[].option_ids': {
      kind: 'simulation',
      idOf: (page) => [scenarioOption(page)],
      body: (home, ids) =>
        budgetOf(home, { scenario: [{ subcategory_id: scenarioItem(home), option_ids: ids }] }),
    },
    'suggestions[].subcategory_id': {
      kind: 'prioritization',
      idOf: (page) => need(page.suggestionBox, 'suggestion box', page),
      body: (home, id) => ballotOf(home, { suggestions: [{ subcategory_id: id, text: 'A skate park' }] }),
    },
  }),
};

/** Two maps of cases as one, a field present in both keeping both cases. */
function merged(...maps: Record<string, PublicFieldCase>[]): Record<string, PublicFieldCase[]> {
  const out: Record<string, PublicFieldCase[]> = {};
  for (const map of maps)
    for (const [field, fieldCase] of Object.entries(map)) (out[field] ??= []).push(fieldCase);
  return out;
}

export class UnlistedPublicFieldError extends Error {}

/** The cases of one scanned public key ("METHOD url body.field"); throws when it has none. */
export function publicCasesOf(key: string): PublicFieldCase[] {
  const [method, url, partField = ''] = key.split(' ');
  const field = partField.slice(partField.indexOf('.') + 1);
  const cases = CASES[`${method} ${url}`]?.[field];
  if (!cases || !partField.startsWith('body.'))
    throw new UnlistedPublicFieldError(
      `${key}: a public write's id field the tenancy matrix does not exercise. Add a case (a body the ` +
        "owner's page accepts, and the page's id of that kind) to CASES in apps/api/src/security/public-field-cases.ts.",
    );
  return cases;
}
