import type { OwnerFixture } from './fixture.ts';

/**
 * What the matrix sends for an id a route takes in its query or body (id-fields.ts finds them). A
 * field is looked up by its full key ("METHOD url part.field"), then by its path, then by its last
 * name; one found nowhere fails the matrix with a message naming it.
 */

/** Ids that name no row of a client: a lookup does not cross clients through them. */
export const NOT_ROWS: Record<string, string> = {
  'POST /oauth/token body.client_id': "the OAuth client's public name (the console), not a client row",
  google_analytics_measurement_id: "Google's measurement id, text shown on the page",
  google_tag_id: "Google's tag id, text shown on the page",
  'customized_question_json.options[].id': 'an option number inside the item’s own question',
  'customized_question_json.options[].links[].id': 'a link number inside the item’s own question',
  'customized_question_json.options[].links[].option_id':
    'an option number inside the linked item’s question',
  'options_config[].id': 'an answer number inside the question’s own options',
  standardized_subcategory_id: 'the shared catalogue of standard items, the same for every client',
  'POST /v1/admin/impersonations body.user_id':
    'superadmins act across clients by design (decision 0018); anyone else is answered 403 whatever the id',
  'GET /v1/admin/audit query.client_id':
    'the audit trail is for superadmins across clients (decision 0554); staff are answered 403 whatever the id',
  'GET /v1/admin/audit query.user_id':
    'the audit trail is for superadmins across clients (decision 0554); staff are answered 403 whatever the id',
  'GET /v1/admin/audit query.budget_id':
    'the audit trail is for superadmins across clients (decision 0554); staff are answered 403 whatever the id',
};

type FieldValue = (fixture: OwnerFixture, url: string) => unknown;

const isReceipt = (url: string) => url.startsWith('/v1/admin/receipts/');
const isPrioritization = (url: string) => /\/(ballots|projects|pbhappy)(\/|$)/.test(url);

const itemOf = (f: OwnerFixture, url: string) => {
  if (isReceipt(url)) return f.receipt.expense.subId;
  if (isPrioritization(url)) return f.prioritization.item.subId;
  return url.includes('/revenue/') ? f.simulation.revenue.subId : f.simulation.expense.subId;
};

const categoryOf = (f: OwnerFixture, url: string) => {
  if (isReceipt(url)) return f.receipt.expense.categoryId;
  return url.includes('/revenue/') ? f.simulation.revenue.categoryId : f.simulation.expense.categoryId;
};

/** The rows a set-order call orders, by the path it is sent to. */
const orderedOf = (f: OwnerFixture, url: string): number[] => {
  if (url.endsWith('/subcategories/set-order') || url.endsWith('/projects/set-order'))
    return [itemOf(f, url)];
  if (url.endsWith('/demographics/set-order')) return [f.simulation.questionId];
  if (url.endsWith('/impacts/set-order')) return [f.simulation.impactId];
  if (url.endsWith('/tour/set-order')) return [f.simulation.expense.categoryId];
  return [categoryOf(f, url)];
};

/** The fixture's id of the kind a field names, by the field's last name. */
export const FIELD_VALUES: Record<string, FieldValue> = {
  client_id: (f) => f.clientId,
  clientId: (f) => f.clientId,
  user_id: (f) => f.admin.id,
  budget_id: (f) => f.simulation.id,
  tax_receipt_id: (f) => f.receipt.id,
  budgets: (f) => String(f.simulation.id),
  subcategory_id: itemOf,
  // Links and impact multipliers target spending items (decision 0058), whichever list holds the item.
  budget_subcategory_id: (f, url) =>
    url.includes('/revenue/') ? f.simulation.expense.subId : itemOf(f, url),
  target_budget_subcategory_id: itemOf,
  budget_category_id: categoryOf,
  tax_receipt_category_id: categoryOf,
  display_order: orderedOf,
  categories: (f) => [f.simulation.expense.subId],
  winners: (f) => String(f.prioritization.item.subId),
};

/**
 * Fields where another client's id is answered as if it were absent (same status as with the
 * caller's own id) and nothing of the owner's changes, rather than refused; and why that is safe.
 */
export const IGNORED_FIELDS: Record<string, string> = {
  'POST /v1/admin/budgets/:id/duplicate body.clientId':
    'the copy always lands in the caller’s active client (the field is the spec’s, unused)',
  'POST /v1/admin/receipts/:id/duplicate-as-simulation body.clientId':
    'the copy always lands in the caller’s active client (the field is the spec’s, unused)',
  'GET /v1/admin/validate-subdomain-slug query.budget_id':
    'it only leaves that simulation out of the caller’s own client’s slug check',
  'GET /v1/admin/validate-subdomain-slug query.tax_receipt_id':
    'it only leaves that receipt out of the caller’s own client’s slug check',
  'GET /v1/admin/meetings query.budget_id':
    'a filter over the caller’s own meetings: another client’s simulation matches none',
  'GET /v1/admin/budgets/:id/pbhappy query.winners':
    'counted over the caller’s own prioritization’s ballots: another client’s items are on none',
};

export type FieldPlan =
  | { kind: 'not-a-row'; reason: string }
  | { kind: 'public' }
  | { kind: 'id'; value: FieldValue; ignored?: string };

export class UnlistedIdFieldError extends Error {}

/** How the matrix treats one id field found in a route's query or body. */
export function planOf(key: string): FieldPlan {
  const [, url = '', partField = ''] = key.split(' ');
  const field = partField.slice(partField.indexOf('.') + 1);
  const name =
    field
      .split(/\.|\[\]/)
      .filter(Boolean)
      .at(-1) ?? field;
  const reason = NOT_ROWS[key] ?? NOT_ROWS[field] ?? NOT_ROWS[name];
  if (reason) return { kind: 'not-a-row', reason };
  if (url.startsWith('/v1/public/')) return { kind: 'public' };
  const value = FIELD_VALUES[name];
  if (value) return { kind: 'id', value, ignored: IGNORED_FIELDS[key] };
  throw new UnlistedIdFieldError(
    `${key}: an id field the tenancy matrix does not know. Add its name to FIELD_VALUES (the fixture's ` +
      'id of that kind) or NOT_ROWS (why it names no client row) in apps/api/src/security/id-field-cases.ts.',
  );
}
