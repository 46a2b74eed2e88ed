import { z } from 'zod';
import {
  PUBLIC_LIMITS,
  PUBLIC_MESSAGES as M,
  ZBallotCreated,
  ZPublicReceipt,
  ZPublicSimulation,
  ZSubmissionCreated,
  ZVisitCreated,
} from '@commonpurse/domain/public';
import { ZPathId } from '../../http/path-ids.ts';

/** GET /v1/public/sites/{subdomain}/budgets/{slug} and .../receipts/{slug} */
export const ZSiteParams = z.object({
  subdomain: z.string().min(1).max(100),
  slug: z.string().min(1).max(200),
});

/** The simulation a public write is for: /v1/public/budgets/{id}/... */
export const ZPublicBudgetParams = z.object({ id: ZPathId });

/** `?preview=<token>`: the console's preview link of a New simulation. */
export const ZPreviewQuery = z.object({ preview: z.string().max(200).optional() });

/** 1-200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${PUBLIC_LIMITS.idempotencyKeyMax}}$`);

/** The submission's headers: an optional Idempotency-Key (other headers pass through untouched). */
export const ZSubmissionHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: M.idempotencyKeyInvalid })
    .optional()
    .describe('A retried submit with the same key answers the first submission and stores nothing new.'),
});

export const ZPublicSimulationResponse = z.object({ data: ZPublicSimulation });
export const ZPublicReceiptResponse = z.object({ data: ZPublicReceipt });
export const ZVisitCreatedResponse = z.object({ data: ZVisitCreated });
/** A ballot's answer carries its receipt code (listed first: a union keeps the first shape that fits). */
export const ZSubmissionCreatedResponse = z.object({ data: z.union([ZBallotCreated, ZSubmissionCreated]) });
/** ZSubmissionCreate for a simulation, ZBallotCreate for a prioritization: read once the target is known. */
export const ZSubmissionBody = z
  .looseObject({})
  .describe('ZSubmissionCreate for a simulation; ZBallotCreate for a prioritization (is_pb)');
export const ZNoContent = z.null().describe('No content');
