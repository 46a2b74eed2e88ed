import type { InjectOptions } from 'fastify';
import { csvTemplateName, ITEM_IMAGE_FIELD, LOGO_FIELD } from '@commonpurse/domain';
import type { Db } from '@commonpurse/db';
import { CSV_TEMPLATES } from '../modules/structure/templates.ts';
import { csvUpload, fileUpload, TINY_PNG } from '../test/uploads.ts';
import {
  categoriesOf,
  impactsOf,
  itemsOf,
  itemsOfCategory,
  questionsOf,
  type AuditWorld,
} from './audit-world.ts';

// What each signed-in write of the route table must leave in the trail (issue 16, decision 0552), and
// how to make it succeed in the audit world. A write route of app.routeTable missing from both lists
// below fails the coverage test, so a new route is mapped by whoever adds it.

export interface CaseContext {
  world: AuditWorld;
  db: Db;
}

export interface AuditCase {
  /** The trail row the write must leave: 'table.operation' (insert, update or delete). */
  action: string;
  /** Path parameters other than the fuzz targets' (which name the owner world's New rows). */
  params?: (ctx: CaseContext) => Record<string, string | number>;
  /** The body, else a sample of the route's schema. */
  body?: (ctx: CaseContext) => unknown;
  /** A multipart upload instead of a JSON body. */
  upload?: () => Partial<InjectOptions>;
  /** Sent by the seeded superadmin instead of the world's owner. */
  asSuperadmin?: boolean;
  /** Where in the run it goes: lower first; writes 0, deletes 100 + (children first), the rest later. */
  order?: number;
}

/** Signed-in writes that change only tables the trail leaves out (AUDIT_EXEMPT_TABLES), with why. */
export const WRITES_OF_EXEMPT_TABLES: Readonly<Record<string, string>> = {
  'PUT /v1/users/me/meta/:key':
    'user_meta holds the console’s own settings (help tooltips’ visit counters), decision 0570',
};

const reversed = async (rows: Promise<{ id: number }[]>) => ({
  display_order: (await rows).map((row) => row.id).reverse(),
});

const png = (field: string) => () => fileUpload(field, 'audited.png', TINY_PNG);
const expenseCsv = () => csvUpload(CSV_TEMPLATES[csvTemplateName('expense')] ?? '');
const revenueCsv = () => csvUpload(CSV_TEMPLATES[csvTemplateName('revenue')] ?? '');
const receiptCsv = () => csvUpload(CSV_TEMPLATES[csvTemplateName('tax-receipt-expense')] ?? '');
const named = (name: string) => () => ({ name });
const inactive = ({ world }: CaseContext) => ({ id: world.inactivePrioritization.id });
const budgetSoftware = () => ({ type: 'budget-software' });

const STRUCTURE = (base: string, list: 'expense' | 'revenue', budget: (w: AuditWorld) => number) => {
  const item = (w: AuditWorld) =>
    base.startsWith('/v1/admin/receipts')
      ? w.receipt.expense
      : list === 'revenue'
        ? w.simulation.revenue
        : w.simulation.expense;
  const path = `${base}/${list === 'revenue' ? 'revenue' : 'expenses'}`;
  return {
    [`POST ${path}/import`]: {
      action: 'budget_categories.insert',
      upload: base.includes('receipts') ? receiptCsv : list === 'revenue' ? revenueCsv : expenseCsv,
      // It replaces the list: after the writes and deletions that name the list's rows.
      order: 190,
    },
    [`POST ${path}`]: { action: 'budget_categories.insert', body: named('Audited category') },
    [`POST ${path}/set-order`]: {
      action: 'budget_categories.update',
      body: ({ world, db }: CaseContext) => reversed(categoriesOf(db, budget(world), list)),
    },
    [`PATCH ${path}/:categoryId`]: { action: 'budget_categories.update', body: named('Audited rename') },
    [`POST ${path}/:categoryId/subcategories`]: {
      action: 'budget_subcategories.insert',
      body: named('Audited item'),
    },
    [`POST ${path}/:categoryId/subcategories/set-order`]: {
      action: 'budget_subcategories.update',
      body: ({ world, db }: CaseContext) => reversed(itemsOfCategory(db, item(world).categoryId)),
    },
    [`PATCH ${path}/:categoryId/subcategories/:subId`]: {
      action: 'budget_subcategories.update',
      body: named('Audited item rename'),
    },
    [`DELETE ${path}/:categoryId/subcategories/:subId`]: { action: 'budget_subcategories.delete' },
    [`DELETE ${path}/:categoryId`]: { action: 'budget_categories.delete', order: 110 },
  } satisfies Record<string, AuditCase>;
};

const BUDGET = '/v1/admin/budgets/:id';
const RECEIPT = '/v1/admin/receipts/:id';

export const AUDIT_CASES: Readonly<Record<string, AuditCase>> = {
  'POST /v1/admin/impersonations': {
    action: 'impersonation_tokens.insert',
    asSuperadmin: true,
    body: ({ world }) => ({ user_id: world.owner.id }),
  },
  'PATCH /v1/users/me': { action: 'users.update', body: () => ({ first_name: 'Audited' }) },
  'PUT /v1/users/me/active-client': {
    action: 'users.update',
    body: ({ world }) => ({ client_id: world.secondClientId }),
    // Every write after it would be the second client's.
    order: 900,
  },
  'PATCH /v1/admin/clients/me': { action: 'clients.update', body: named('Audited organisation') },
  'POST /v1/admin/clients/me/logo': { action: 'clients.update', upload: png(LOGO_FIELD) },
  'DELETE /v1/admin/clients/me/logo': { action: 'clients.update' },
  'POST /v1/admin/integrations/:type': { action: 'integration_tokens.insert', params: budgetSoftware },
  'DELETE /v1/admin/integrations/:type': { action: 'integration_tokens.update', params: budgetSoftware },

  'POST /v1/admin/budgets': {
    action: 'budgets.insert',
    body: () => ({ name: 'Audited simulation', locale: 'en_US' }),
  },
  [`POST ${BUDGET}/duplicate`]: {
    action: 'budgets.insert',
    body: () => ({ name: 'Audited copy', locale: 'en_US' }),
  },
  [`POST ${BUDGET}/duplicate-as-receipt`]: {
    action: 'budgets.insert',
    body: () => ({ name: 'Audited receipt copy', locale: 'en_US' }),
  },
  [`PATCH ${BUDGET}`]: { action: 'budgets.update', body: named('Audited rename') },
  [`DELETE ${BUDGET}`]: { action: 'budgets.delete', order: 200 },
  [`POST ${BUDGET}/strings`]: {
    action: 'budget_strings.insert',
    body: () => ({ token: 'submit', content: 'Send' }),
  },
  [`DELETE ${BUDGET}/strings/:stringId`]: { action: 'budget_strings.delete' },
  [`POST ${BUDGET}/header-image`]: { action: 'budgets.update', upload: png('header_image') },
  [`DELETE ${BUDGET}/header-image`]: { action: 'budgets.update' },
  [`POST ${BUDGET}/subcategory/:subId/image`]: {
    action: 'budget_subcategories.update',
    upload: png(ITEM_IMAGE_FIELD),
  },
  [`POST ${BUDGET}/subcategory/:subId/image-url`]: {
    action: 'budget_subcategories.update',
    body: () => ({ image_url: 'https://images.example.test/audited.png' }),
  },
  [`DELETE ${BUDGET}/subcategory/:subId/image`]: { action: 'budget_subcategories.update', order: 50 },

  'POST /v1/admin/receipts': {
    action: 'budgets.insert',
    body: () => ({ name: 'Audited receipt', locale: 'en_US' }),
  },
  [`POST ${RECEIPT}/duplicate`]: {
    action: 'budgets.insert',
    body: () => ({ name: 'Audited receipt copy', locale: 'en_US' }),
  },
  [`POST ${RECEIPT}/duplicate-as-simulation`]: {
    action: 'budgets.insert',
    body: () => ({ name: 'Audited simulation copy', locale: 'en_US' }),
  },
  [`PATCH ${RECEIPT}`]: { action: 'budgets.update', body: named('Audited receipt rename') },
  [`PATCH ${RECEIPT}/predefined-calculations`]: {
    action: 'tax_receipts.update',
    body: () => ({ property_tax_rate: 0.0123 }),
  },
  [`DELETE ${RECEIPT}`]: { action: 'budgets.delete', order: 200 },

  'POST /v1/admin/meetings': {
    action: 'meetings.insert',
    body: ({ world }) => ({ name: 'Audited meeting', budget_id: world.activeSimulationId }),
  },
  'PATCH /v1/admin/meetings/:id': { action: 'meetings.update', body: named('Audited meeting rename') },
  'DELETE /v1/admin/meetings/:id': { action: 'meetings.delete', order: 150 },

  ...STRUCTURE(BUDGET, 'expense', (w) => w.simulation.id),
  ...STRUCTURE(BUDGET, 'revenue', (w) => w.simulation.id),
  ...STRUCTURE(RECEIPT, 'expense', (w) => w.receipt.id),
  [`POST ${BUDGET}/projects/set-order`]: {
    action: 'budget_subcategories.update',
    body: ({ world, db }) => reversed(itemsOf(db, world.prioritization.id, 'expense')),
  },

  [`POST ${BUDGET}/demographics`]: {
    action: 'demographic_questions.insert',
    body: () => ({ name: 'Audited question', type: 'text' }),
  },
  [`POST ${BUDGET}/demographics/set-order`]: {
    action: 'demographic_questions.update',
    body: ({ world, db }) => reversed(questionsOf(db, world.simulation.id)),
  },
  [`PATCH ${BUDGET}/demographics/:qid`]: {
    action: 'demographic_questions.update',
    body: named('Audited question rename'),
  },
  [`DELETE ${BUDGET}/demographics/:qid`]: { action: 'demographic_questions.delete' },

  [`POST ${BUDGET}/impacts`]: { action: 'impacts.insert', body: named('Audited impact') },
  [`POST ${BUDGET}/impacts/set-order`]: {
    action: 'impacts.update',
    body: ({ world, db }) => reversed(impactsOf(db, world.simulation.id)),
  },
  [`PATCH ${BUDGET}/impacts/:iid`]: { action: 'impacts.update', body: named('Audited impact rename') },
  [`PUT ${BUDGET}/impacts/:iid/multipliers`]: {
    action: 'impact_subcategories.insert',
    body: ({ world }) => ({
      multipliers: [{ budget_subcategory_id: world.simulation.expense.itemId, multiplier: 2 }],
    }),
  },
  [`DELETE ${BUDGET}/impacts/:iid`]: { action: 'impacts.delete' },
  [`POST ${BUDGET}/tour/set-order`]: {
    action: 'budget_categories.update',
    body: ({ world }) => ({ display_order: [world.simulation.expense.categoryId] }),
  },

  [`POST ${BUDGET}/voter-codes`]: { action: 'voter_codes.insert', body: () => ({ count: 2 }) },
  [`POST ${BUDGET}/ballots/paper`]: {
    action: 'submissions.insert',
    params: inactive,
    body: ({ world }) => ({ items: [{ subcategory_id: world.inactivePrioritization.itemId, rank: 1 }] }),
  },
  [`DELETE ${BUDGET}/ballots/paper/:submissionId`]: {
    action: 'submissions.delete',
    params: ({ world }) => ({
      id: world.inactivePrioritization.id,
      submissionId: world.inactivePrioritization.paperBallotId,
    }),
  },
  // After the paper ballot above: results are counted from ballots.
  [`POST ${BUDGET}/results`]: { action: 'ballot_results.insert', params: inactive, order: 10 },
  [`DELETE ${BUDGET}/results`]: { action: 'ballot_results.delete', params: inactive, order: 20 },

  'POST /v1/logout': { action: 'refresh_tokens.update', order: 1_000 },
};

/** The run order: writes, then deletions children first, then what changes the session. */
export function orderOf(method: string, auditCase: AuditCase | undefined): number {
  if (auditCase?.order !== undefined) return auditCase.order;
  return method === 'DELETE' ? 100 : 0;
}
