import type { TPbCondorcetRow, TPbHappy, TPbResults } from '@commonpurse/domain/analytics';

// The API test's election (apps/api/src/modules/results/pb-results.test.ts) as the console receives it:
// Park 400 (1), Path 300 (2), Pool 500 (3), Lights 200 (4); six ballots, eight pageviews.

const project = (sc_id: number, name: string, amount: number) => ({ sc_id, name, amount });
const P = project(1, 'Park', 400);
const T = project(2, 'Path', 300);
const O = project(3, 'Pool', 500);
const L = project(4, 'Lights', 200);

export function makePbResults(overrides: Partial<TPbResults> = {}): TPbResults {
  return {
    budget_id: 7,
    projects: [P, T, O, L],
    funds: 1000,
    submission_count: 6,
    pageviews: 8,
    votes_by_rank: [
      { sc_id: 1, name: 'Park', counts: [1, 1, 1] },
      { sc_id: 2, name: 'Path', counts: [2, 3, 0] },
      { sc_id: 3, name: 'Pool', counts: [2, 0, 0] },
      { sc_id: 4, name: 'Lights', counts: [1, 2, 0] },
    ],
    ir: [2, 3, 4],
    ir_tabulations: [
      {
        round: 1,
        tallies: [
          { sc_id: 2, name: 'Path', count: 2 },
          { sc_id: 3, name: 'Pool', count: 2 },
          { sc_id: 1, name: 'Park', count: 1 },
          { sc_id: 4, name: 'Lights', count: 1 },
        ],
        exhausted: 0,
        remaining_amount: 1400,
        eliminated: 1,
      },
      {
        round: 2,
        tallies: [
          { sc_id: 2, name: 'Path', count: 3 },
          { sc_id: 3, name: 'Pool', count: 2 },
          { sc_id: 4, name: 'Lights', count: 1 },
        ],
        exhausted: 0,
        remaining_amount: 1000,
        eliminated: null,
      },
    ],
    vote_counts: [
      { ...P, count: 3, weighted: 10 / 3, vote_percent: 50, weighted_percent: 2000 / 95 },
      { ...T, count: 5, weighted: 6, vote_percent: 500 / 6, weighted_percent: 3600 / 95 },
      { ...O, count: 2, weighted: 3, vote_percent: 200 / 6, weighted_percent: 1800 / 95 },
      { ...L, count: 3, weighted: 3.5, vote_percent: 50, weighted_percent: 2100 / 95 },
    ],
    categories: [
      { id: 11, name: 'Parks', count: 8, weighted: 9.33 },
      { id: 12, name: 'Streets', count: 3, weighted: 3.5 },
      { id: 13, name: 'Pools', count: 2, weighted: 3 },
      { id: 14, name: 'Libraries', count: 0, weighted: 0 },
    ],
    mes: {
      funded: [2, 4],
      funds_used: 500,
      budget_per_voter: 1000 / 6,
      increments: 0,
      rounds: [
        {
          project_id: 2,
          cost: 300,
          full_payers: 5,
          price: 60,
          partial_payers: 0,
          partial_paid: 0,
          without_money: 0,
        },
        {
          project_id: 4,
          cost: 200,
          full_payers: 3,
          price: 200 / 3,
          partial_payers: 0,
          partial_paid: 0,
          without_money: 0,
        },
      ],
    },
    customizations: { locale: 'en_US', currency_prefix: null, currency_suffix: null },
    ...overrides,
  };
}

export const CONDORCET: TPbCondorcetRow[] = [
  { sc_id: 2, name: 'Path', wins: 3, beat_list: ['Park', 'Pool', 'Lights'], win_percent: 100 },
  { sc_id: 1, name: 'Park', wins: 1, beat_list: ['Pool'], win_percent: 100 / 3 },
  { sc_id: 4, name: 'Lights', wins: 1, beat_list: ['Park'], win_percent: 100 / 3 },
  { sc_id: 3, name: 'Pool', wins: 0, beat_list: [], win_percent: 0 },
];

export const HAPPY_PARK_LIGHTS: TPbHappy = {
  winners: [1, 4],
  total_voters: 6,
  voters: 5,
  percentage: 500 / 6,
  won_at_least: [6, 5, 1],
};
