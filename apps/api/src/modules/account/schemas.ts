import { z } from 'zod';
import { ZMe, ZRowIdCoerced } from '@commonpurse/domain';

export const ME_INCLUDES = ['client', 'navigation'] as const;
export type TMeInclude = (typeof ME_INCLUDES)[number];

export const ZMeQuery = z.object({
  include: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(ME_INCLUDES, { error: 'Supported includes: client, navigation' }))),
});

export const ZMeResponse = z.object({ data: ZMe });

export const ZPublishersQuery = z.object({ filter: z.string().trim().max(255).optional() });

export const ZActiveClientBody = z.object({ client_id: ZRowIdCoerced });

export const ZMetaKeyParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, {
    error: 'The key may hold letters, digits, "_", ".", ":" and "-" (at most 100).',
  }),
});

export const ZMetaValueBody = z.object({ value: z.string().max(10_000) });
