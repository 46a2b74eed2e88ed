import { z } from 'zod';
import { INPUT_MESSAGES } from '@commonpurse/domain';
import { ZPathId } from '../../http/path-ids.ts';

/** The simulation a call is about: /v1/admin/budgets/{id}/... */
export const ZBudgetParams = z.object({ id: ZPathId });

/** `?budgets=1,2`: the simulations of a submissions export. */
export const ZBudgetIds = z.object({
  budgets: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: INPUT_MESSAGES.idListInvalid })
    .transform((value) => value.split(',').map(Number)),
});

export const ZDeletedResponse = z.object({ meta: z.object({ status: z.literal('deleted') }) });
/** The answer of the editor's set-order and other save calls. */
export const ZSavedResponse = z.object({ meta: z.object({ status: z.literal('saved') }) });

export const DELETED = { meta: { status: 'deleted' as const } };
export const SAVED = { meta: { status: 'saved' as const } };
