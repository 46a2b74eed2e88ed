import type { TDemographicSet } from '@commonpurse/domain/analytics';

// The demographics section's words (ours: spec 2 names the sets, not their headings).
export const DEMOGRAPHICS_LABELS = {
  sets: {
    age_range: 'Age Range',
    race: 'Race',
    postal_code: 'ZIP Code',
    gender: 'Gender',
  } satisfies Record<TDemographicSet, string>,
  caption: (set: string) => `${set}: the most given answers`,
  answer: 'Answer',
  count: 'Answers',
} as const;
