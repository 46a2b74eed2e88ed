import { z } from 'zod';
import { ZDemographicQuestionView } from '@commonpurse/domain';
import { ZBudgetParams } from '../simulations/schemas.ts';

export const ZQuestionParams = ZBudgetParams.extend({ qid: z.coerce.number().int().positive() });
export const ZQuestionResponse = z.object({ data: ZDemographicQuestionView });
export const ZQuestionListResponse = z.object({ data: z.array(ZDemographicQuestionView) });
