import type { TMeetingResults } from '@commonpurse/domain/public';

/** A meeting's figures as the server answers them: 3 joined, 2 submitted, Parks & Recreation. */
export function meetingResults(over: Partial<TMeetingResults> = {}): TMeetingResults {
  return {
    meeting: { id: 12, name: 'Ward 3 town hall' },
    simulation: {
      name: 'Riverton 2026 Budget',
      locale: 'en_US',
      mode: 'budget',
      units: { currency_prefix: null, currency_suffix: null, number_prefix: null, number_suffix: null },
      texts: {},
      client: { name: 'City of Riverton', logo_url: null },
    },
    is_active: true,
    participants: { joined: 3, submitted: 2 },
    categories: [
      {
        id: 7,
        name: 'Parks & Recreation',
        type: 'expense',
        starting_amount: 10_000_000,
        average_submitted_amount: 10_150_000,
        average_change: 150_000,
        items: [
          {
            id: 71,
            name: 'Park Maintenance',
            starting_amount: 6_100_000,
            average_submitted_amount: 6_400_000,
            average_change: 300_000,
          },
          {
            id: 72,
            name: 'Recreation Programs',
            starting_amount: 3_900_000,
            average_submitted_amount: 3_750_000,
            average_change: -150_000,
          },
        ],
      },
    ],
    top_increases: [
      {
        id: 71,
        name: 'Park Maintenance',
        category_name: 'Parks & Recreation',
        starting_amount: 6_100_000,
        average_change: 300_000,
      },
    ],
    top_decreases: [
      {
        id: 72,
        name: 'Recreation Programs',
        category_name: 'Parks & Recreation',
        starting_amount: 3_900_000,
        average_change: -150_000,
      },
    ],
    computed_at: '2026-05-14T18:30:00.000Z',
    ...over,
  };
}
