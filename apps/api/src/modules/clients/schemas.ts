import { z } from 'zod';
import { ZClientView } from '@commonpurse/domain';

export const ZClientResponse = z.object({ data: ZClientView });

export const ZLogoCreatedResponse = z.object({
  meta: z.object({ status: z.literal('created'), url: z.string() }),
  data: ZClientView,
});

export const ZLogoDeletedResponse = z.object({
  meta: z.object({ status: z.literal('deleted') }),
  data: ZClientView,
});
