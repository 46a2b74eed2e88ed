import { z } from 'zod';
import { ZIntegrationBudget, ZIntegrationToken, ZIntegrationTokenCreated } from '@commonpurse/domain';

export const ZIntegrationTypeParams = z.object({ type: z.string().max(100) });

export const ZTokenListResponse = z.object({ data: z.array(ZIntegrationToken) });

/** The spec's `data.data.token`: the body's `data` holds the new token with its secret. */
export const ZTokenCreatedResponse = z.object({ data: ZIntegrationTokenCreated });

export const ZTokensRevokedResponse = z.object({
  meta: z.object({ status: z.literal('deleted') }),
  data: z.array(ZIntegrationToken),
});

export const ZIntegrationBudgetsResponse = z.object({ data: z.array(ZIntegrationBudget) });
