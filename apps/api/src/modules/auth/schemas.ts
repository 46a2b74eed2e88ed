import { z } from 'zod';

export const ZTokenResponse = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  access_token: z.string(),
  refresh_token: z.string(),
  scope: z.string(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZLogoutResponse = z.object({ meta: z.object({ status: z.literal('logged_out') }) });
