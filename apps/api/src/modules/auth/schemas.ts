import { z } from 'zod';

export { ZTokenResponse, type TTokenResponse } from '@commonpurse/domain';

export const ZLogoutResponse = z.object({ meta: z.object({ status: z.literal('logged_out') }) });
