import { z } from 'zod';
import { ZPathId } from '../../http/path-ids.ts';

/** The simulation a call is about: /v1/admin/budgets/{id}/... */
export const ZBudgetParams = z.object({ id: ZPathId });

export const ZDeletedResponse = z.object({ meta: z.object({ status: z.literal('deleted') }) });
/** The answer of the editor's set-order and other save calls. */
export const ZSavedResponse = z.object({ meta: z.object({ status: z.literal('saved') }) });

export const DELETED = { meta: { status: 'deleted' as const } };
export const SAVED = { meta: { status: 'saved' as const } };
