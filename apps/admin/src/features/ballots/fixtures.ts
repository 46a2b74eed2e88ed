import type { TSimulationView } from '@commonpurse/domain';
import type { TPublicBallotResults } from '@commonpurse/domain/public';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';

// Test data of the Voting tab: a prioritization with four projects (and a suggestion box) and results.

/** Two categories listed out of display order; the numbering must follow display order. */
export const projectCategories = () => [
  makeCategory({ id: 502, display_order: 1 }, [
    { id: 23, name: 'Library hours', amount: 30_000, display_order: 0 },
    { id: 24, name: 'Ideas', suggestion_box: true, display_order: 1 },
    { id: 25, name: 'Street trees', amount: 20_000, display_order: 2 },
  ]),
  makeCategory({ id: 501, display_order: 0 }, [
    { id: 22, name: 'Bike lanes', amount: 60_000, display_order: 1 },
    { id: 21, name: 'Playground', amount: 50_000, display_order: 0 },
  ]),
];

export const makePrioritization = (overrides: Partial<TSimulationView> = {}) =>
  makeView({
    id: 70,
    name: 'Riverton Decides 2026',
    is_pb: true,
    mode: 'budget',
    status: 'active',
    adjustment: 100_000,
    slug: 'decides',
    public_url: 'http://city-of-riverton.localhost:3000/decides',
    expenses: projectCategories(),
    ...overrides,
  });

export const makeResults = (overrides: Partial<TPublicBallotResults> = {}): TPublicBallotResults => ({
  method: 'mes',
  published_at: '2026-03-01T12:00:00.000Z',
  funds: 100_000,
  funds_used: 80_000,
  ballots: 40,
  paper_ballots: 5,
  projects: [
    {
      id: 22,
      name: 'Bike lanes',
      cost: 60_000,
      votes: 30,
      points: null,
      funded: true,
      image_url: null,
      image_alt: null,
    },
    {
      id: 25,
      name: 'Street trees',
      cost: 20_000,
      votes: 12,
      points: null,
      funded: true,
      image_url: null,
      image_alt: null,
    },
    {
      id: 21,
      name: 'Playground',
      cost: 50_000,
      votes: 25,
      points: null,
      funded: false,
      image_url: null,
      image_alt: null,
    },
  ],
  mes: {
    budget_per_voter: 2_500,
    increments: 0,
    rounds: [
      {
        project_id: 22,
        cost: 60_000,
        full_payers: 24,
        price: 2_500,
        partial_payers: 0,
        partial_paid: 0,
        without_money: 0,
      },
      {
        project_id: 25,
        cost: 20_000,
        full_payers: 8,
        price: 2_500,
        partial_payers: 0,
        partial_paid: 0,
        without_money: 0,
      },
    ],
  },
  ...overrides,
});
