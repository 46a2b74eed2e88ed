import type { TMeetingView } from '@commonpurse/domain';
import { publicSiteUrlOf, type UrlSettings } from '../budgets/index.ts';
import type { ListedMeeting } from './repo.ts';

/** A meeting as every meeting call answers it; `withBudget` adds its simulation (include=budget). */
export function meetingViewOf(row: ListedMeeting, urls: UrlSettings, withBudget: boolean): TMeetingView {
  const { meeting, budget } = row;
  const publicUrl = publicSiteUrlOf(urls, row.subdomain, `meetings/${meeting.id}`);
  return {
    id: meeting.id,
    name: meeting.name,
    description: meeting.description,
    location: meeting.location,
    budget_id: budget.id,
    budget_name: budget.name,
    updated_at: meeting.updated_at.toISOString(),
    categories: row.categories,
    is_active: budget.status === 'active',
    facilitator_url: `${publicUrl}/facilitator`,
    public_url: publicUrl,
    results_url: `${publicUrl}/results`,
    ...(withBudget ? { budget } : {}),
  };
}
