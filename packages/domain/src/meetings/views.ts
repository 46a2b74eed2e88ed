import { z } from 'zod';

/** A meeting as every meeting call answers it (spec 2 section 3 "Meeting"). */
export const ZMeetingView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  budget_id: z.number().int(),
  budget_name: z.string(),
  updated_at: z.string(),
  /** Subcategory ids; empty means the whole budget. */
  categories: z.array(z.number().int()),
  /** True while its simulation is Active. */
  is_active: z.boolean(),
  /** {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/meetings/{id}/facilitator */
  facilitator_url: z.string(),
  /** {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/meetings/{id} */
  public_url: z.string(),
  /** {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/meetings/{id}/results */
  results_url: z.string(),
  /** With include=budget: the simulation's id, name, slug and status. */
  budget: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string().nullable(), status: z.string() })
    .optional(),
});
export type TMeetingView = z.infer<typeof ZMeetingView>;
