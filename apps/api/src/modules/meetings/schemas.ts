import { z } from 'zod';
import { MEETING_LIMITS, ZMeetingListQuery, ZMeetingView } from '@commonpurse/domain';
import { ZIncludeList } from '../../http/include.ts';
import { ZPathId, ZQueryId } from '../../http/path-ids.ts';

/** /v1/admin/meetings/{id} */
export const ZMeetingParams = z.object({ id: ZPathId });

/** include=budget adds each meeting's simulation (id, name, slug, status); another name is a 422. */
const ZMeetingIncludes = ZIncludeList(['budget']);

/** GET admin/meetings: the console asks for every meeting at once (per_page=1000). */
export const ZMeetingListRequest = ZMeetingListQuery.extend({
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MEETING_LIMITS.listPageSize)
    .default(MEETING_LIMITS.listPageSize),
  page: z.coerce.number().int().min(1).default(1),
  include: ZMeetingIncludes,
  budget_id: ZQueryId.optional(),
});

export const ZMeetingViewQuery = z.object({ include: ZMeetingIncludes });

export const ZMeetingResponse = z.object({ data: ZMeetingView });
export const ZMeetingListResponse = z.object({ data: z.array(ZMeetingView) });
