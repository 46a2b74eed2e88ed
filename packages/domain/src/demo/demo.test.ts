import { describe, expect, it } from 'vitest';
import { checkBallot, type TBallotRules } from '../public/ballot-rules.ts';
import { balanceOf } from '../public/engine.ts';
import { engineItem } from '../public/engine-fixtures.ts';
import { checkSubmission, type TSubmissionRules } from '../public/submission.ts';
import { planBallot, planPopularity } from './ballot.ts';
import { createRandom } from './random.ts';
import { planAnswers, planMood, planSimulationActivity } from './simulation.ts';
import { planVisit } from './visits.ts';

// A budget in deficit (the demo's shape): a property tax on a rate grid, a library with a scenario
// question, a locked debt line, and spending with custom steps and floors.
const budget: TSubmissionRules = {
  mode: 'budget',
  adjustment: 50_000,
  is_budget_submittable_with_deficit: false,
  deficit_message: null,
  is_location_required: false,
  is_commenting_enabled: true,
  questions: [
    { id: 1, type: 'select', is_required: true, options: ['under_5', '5_to_15', 'over_15'] },
    { id: 2, type: 'email', is_required: false, options: null },
    { id: 3, type: 'textarea', is_required: false, options: null },
  ],
  items: [
    engineItem({
      id: 10,
      type: 'revenue',
      amount: 800_000,
      rate: 1.2,
      custom_increment_rate_for_tax_rate: 0.05,
    }),
    engineItem({
      id: 11,
      type: 'revenue',
      amount: 150_000,
      custom_increment_amount: 2_500,
      ceiling_amount: 180_000,
    }),
    engineItem({ id: 20, amount: 600_000, floor_amount: 450_000 }),
    engineItem({ id: 21, amount: 300_000, is_locked: true }),
    engineItem({
      id: 22,
      amount: 200_000,
      question: {
        allow_multiple: false,
        options: [
          { id: 1, value: 0, default: true },
          { id: 2, value: 35_000 },
          { id: 3, value: -28_000 },
        ],
      },
    }),
  ],
};

const parks: TBallotRules = {
  mode: 'budget',
  adjustment: 1_000_000,
  bar_behavior: 'normal',
  max_items: 5,
  questions: [],
  is_location_required: true,
  is_commenting_enabled: true,
  items: [
    ...[350_000, 180_000, 420_000, 60_000, 150_000, 250_000, 200_000, 90_000].map((amount, i) =>
      engineItem({ id: 100 + i, amount }),
    ),
    engineItem({ id: 200, amount: 0, suggestion_box: true, suggestion_box_mode: 'no_balance' }),
  ],
};

const place = { lat: 44.05, lng: -123.09, postal_codes: ['97401', '97402'] };

describe('demo answers', () => {
  const withPostal = {
    ...budget,
    questions: [{ id: 4, type: 'text', is_required: true, options: null, slug: 'postal_code' }],
  };
  const answersOf = (postalCodes: string[]) => {
    const random = createRandom(3);
    const mood = planMood(random, withPostal, postalCodes);
    return Array.from({ length: 50 }, () => planAnswers(random, withPostal, mood)).flat();
  };

  it("answers a postal-code question with the client's postal codes, never with other text", () => {
    const values = new Set(answersOf(place.postal_codes).map((answer) => answer.value));
    expect(values).toEqual(new Set(place.postal_codes));
    expect(answersOf([])).toEqual([]);
  });
});

describe('demo simulation activity', () => {
  const random = createRandom(7);
  const mood = planMood(random, budget);
  const runs = Array.from({ length: 600 }, (_, i) =>
    planSimulationActivity(random, budget, mood, i % 2 === 0, null),
  );
  const submissions = runs.flatMap((run) => (run.submission ? [run.submission] : []));

  it('gives every submitter a submission the server accepts, balanced where the rules say so', () => {
    expect(submissions.length).toBeGreaterThan(250);
    for (const submission of submissions) {
      const { problems, checked } = checkSubmission(budget, submission);
      expect(problems).toEqual([]);
      expect(checked.balance.state).not.toBe('deficit');
    }
    // The starting budget is in deficit, so every submitter moved something.
    expect(balanceOf(budget, new Map()).state).toBe('deficit');
    expect(submissions.every((s) => s.items.length > 0)).toBe(true);
  });

  it('varies answers, choices and comments, and never touches a locked item', () => {
    const answered = new Set(submissions.map((s) => s.answers.find((a) => a.question_id === 1)?.value));
    expect(answered).toEqual(new Set(['under_5', '5_to_15', 'over_15']));
    expect(submissions.some((s) => s.scenario.length > 0)).toBe(true);
    expect(submissions.some((s) => s.comments.length > 0)).toBe(true);
    expect(submissions.some((s) => s.items.some((line) => line.subcategory_id === 21))).toBe(false);
    expect(runs.filter((r) => !r.submission).every((r) => r.clicks.every((c) => c.count >= 1))).toBe(true);
  });

  it('is the same for the same seed', () => {
    const plan = (seed: number) => {
      const r = createRandom(seed);
      const m = planMood(r, budget);
      return Array.from({ length: 20 }, () => planSimulationActivity(r, budget, m, true, place));
    };
    expect(plan(3)).toEqual(plan(3));
    expect(plan(3)).not.toEqual(plan(4));
  });
});

describe('demo ballots', () => {
  const random = createRandom(11);
  const mood = planMood(random, parks);
  const popularity = planPopularity(random, parks);
  const ballots = Array.from({ length: 800 }, () => planBallot(random, parks, mood, popularity, place));

  it('are all valid: within the funds and max_items, ranked 1..n, with a location', () => {
    for (const ballot of ballots) expect(checkBallot(parks, ballot).problems).toEqual([]);
  });

  it('skew towards a favourite, so the results have winners', () => {
    const votes = new Map<number, number>();
    for (const ballot of ballots)
      for (const line of ballot.items)
        votes.set(line.subcategory_id, (votes.get(line.subcategory_id) ?? 0) + 1);
    const counts = [...votes.values()].sort((a, b) => b - a);
    expect(counts[0]!).toBeGreaterThan(counts[counts.length - 1]! * 2);
  });

  it('meet the goal with meet_or_exceed, and spread points in points mode', () => {
    const goal = { ...parks, bar_behavior: 'meet_or_exceed', adjustment: 600_000 };
    const points = { ...parks, mode: 'points', adjustment: 100 };
    for (const rules of [goal, points]) {
      const r = createRandom(5);
      const m = planMood(r, rules);
      const p = planPopularity(r, rules);
      for (let i = 0; i < 200; i++)
        expect(checkBallot(rules, planBallot(r, rules, m, p, place)).problems).toEqual([]);
    }
  });
});

describe('demo visits', () => {
  it('fall in the window, submitters stay longer', () => {
    const random = createRandom(1);
    const window = { from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-10-31T00:00:00Z') };
    const visits = Array.from({ length: 400 }, (_, i) => planVisit(random, window, i % 2 === 0));
    for (const visit of visits) {
      expect(visit.created_at.getTime()).toBeGreaterThanOrEqual(window.from.getTime());
      expect(visit.last_seen_at.getTime()).toBeLessThanOrEqual(window.to.getTime());
      expect(visit.last_seen_at.getTime()).toBeGreaterThan(visit.created_at.getTime());
    }
    const mean = (odd: number) => {
      const list = visits.filter((_, i) => i % 2 === odd);
      return list.reduce((s, v) => s + v.last_seen_at.getTime() - v.created_at.getTime(), 0) / list.length;
    };
    expect(mean(0)).toBeGreaterThan(mean(1) * 2);
  });
});
