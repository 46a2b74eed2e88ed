import { z } from 'zod';

// The audit trail's calls (docs/api.md "Audit trail"): GET admin/audit and admin/budgets/{id}/history.

export const AUDIT_LIMITS = { pageSizeMax: 200, pageSizeDefault: 50 } as const;

export const AUDIT_MESSAGES = {
  dateRange: 'The start date must be on or before the end date.',
} as const;

const ZPage = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(AUDIT_LIMITS.pageSizeMax)
    .default(AUDIT_LIMITS.pageSizeDefault),
};

/** GET admin/budgets/{id}/history: a page of one simulation's (or receipt's) trail. */
export const ZAuditHistoryQuery = z.object(ZPage);
export type TAuditHistoryQuery = z.input<typeof ZAuditHistoryQuery>;

const ZOptionalId = z.coerce.number().int().positive().optional();

/** GET admin/audit: a page of every client's trail, filtered. Dates are days (YYYY-MM-DD), both included. */
export const ZAuditQuery = z
  .object({
    ...ZPage,
    client_id: ZOptionalId,
    user_id: ZOptionalId,
    budget_id: ZOptionalId,
    action: z.string().trim().max(100).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: AUDIT_MESSAGES.dateRange,
    path: ['to'],
  });
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditChange = z.object({ before: z.unknown(), after: z.unknown() });

/** What a budgets row is, as the trail names it. */
export const AUDIT_BUDGET_KINDS = ['simulation', 'prioritization', 'receipt'] as const;
export type TAuditBudgetKind = (typeof AUDIT_BUDGET_KINDS)[number];

export const ZAuditEvent = z.object({
  id: z.number().int(),
  client_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  impersonator_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  budget_id: z.number().int().nullable(),
  /** The simulation or receipt budget_id names, as it is now; null once it is deleted. */
  budget_name: z.string().nullable(),
  budget_kind: z.enum(AUDIT_BUDGET_KINDS).nullable(),
  method: z.string(),
  path: z.string(),
  changes: z.record(z.string(), ZAuditChange),
  /** Absent from a simulation's history (staff see who and what, not where from). */
  ip: z.string().nullable().optional(),
  created_at: z.iso.datetime({ offset: true }),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditPage = z.object({
  data: z.array(ZAuditEvent),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
