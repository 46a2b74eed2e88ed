import { z } from 'zod';
import { ZImpactCalculation, ZImpactView } from '@commonpurse/domain';
import { ZBudgetParams } from '../simulations/schemas.ts';

export const ZImpactParams = ZBudgetParams.extend({ iid: z.coerce.number().int().positive() });
export const ZImpactResponse = z.object({ data: ZImpactView });
export const ZImpactListResponse = z.object({ data: z.array(ZImpactView) });
export const ZCalculationResponse = z.object({ data: ZImpactCalculation });
