import { z } from 'zod';
import { ZImpactCalculation, ZImpactView } from '@commonpurse/domain';
import { ZPathId } from '../../http/path-ids.ts';
import { ZBudgetParams } from '../budgets/index.ts';

export const ZImpactParams = ZBudgetParams.extend({ iid: ZPathId });
export const ZImpactResponse = z.object({ data: ZImpactView });
export const ZImpactListResponse = z.object({ data: z.array(ZImpactView) });
export const ZCalculationResponse = z.object({ data: ZImpactCalculation });
