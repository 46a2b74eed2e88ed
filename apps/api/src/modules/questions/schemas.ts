import { z } from 'zod';
import { ZQuestionView } from '@commonpurse/domain';
import { ZPathId } from '../../http/path-ids.ts';
import { ZBudgetParams } from '../budgets/index.ts';

export const ZQuestionParams = ZBudgetParams.extend({ qid: ZPathId });
export const ZQuestionResponse = z.object({ data: ZQuestionView });
export const ZQuestionListResponse = z.object({ data: z.array(ZQuestionView) });
