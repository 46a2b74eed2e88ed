import { describe, expect, it } from 'vitest';
import { ZPublicBallotResults } from '../public/ballot.ts';
import { parsePabulib } from './pabulib.ts';
import { prioritizationPabulib } from './prioritization-pabulib.ts';
import {
  countedElection,
  publishResults,
  type TCountSettings,
  type TPublishInput,
  type TPublishProject,
  type TWeightedBallot,
} from './publish.ts';
import { resultsReport } from './report.ts';

const project = (id: number, cost: number): TPublishProject => ({
  id,
  name: `Project ${id}`,
  cost,
  image_url: id === 1 ? 'https://cdn.example/1.jpg' : null,
  image_alt: id === 1 ? 'A park' : null,
});

// mes.test.ts's worked example with numeric ids: x = 1 (200), y = 2 (150), z = 3 (90), funds 300.
// Votes: z 3, x 2, y 1. Greedy funds z then x (290); MES with Add1 the same, every voter at 130.
const worked = {
  projects: [project(1, 200), project(2, 150), project(3, 90)],
  ballots: [
    { projects: [1, 3], count: 1 },
    { projects: [3, 1], count: 1 },
    { projects: [2, 3], count: 1 },
  ] satisfies TWeightedBallot[],
};
const BUDGET: TCountSettings = { mode: 'budget', adjustment: 300, max_items: null };

const publish = (overrides: Partial<TPublishInput>) =>
  publishResults({
    method: 'greedy',
    settings: BUDGET,
    ...worked,
    paper_ballots: 0,
    published_at: '2026-11-25T00:00:00.000Z',
    ...overrides,
  });

const summary = (results: ReturnType<typeof publishResults>) =>
  results.projects.map((p) => [p.id, p.votes, p.funded]);

describe('publishResults', () => {
  it('greedy funds by votes within the funds, funded first in funding order', () => {
    const results = publish({ paper_ballots: 1 });
    expect(ZPublicBallotResults.parse(results)).toEqual(results);
    expect(results).toMatchObject({
      method: 'greedy',
      funds: 300,
      funds_used: 290,
      ballots: 3,
      paper_ballots: 1,
      mes: null,
    });
    expect(summary(results)).toEqual([
      [3, 3, true],
      [1, 2, true],
      [2, 1, false],
    ]);
    expect(results.projects[1]).toEqual({
      id: 1,
      name: 'Project 1',
      cost: 200,
      votes: 2,
      points: null,
      funded: true,
      image_url: 'https://cdn.example/1.jpg',
      image_alt: 'A park',
    });
  });

  it('MES explains its rounds: the starting budget, Add1 increments, who paid what', () => {
    const results = publish({ method: 'mes' });
    expect(summary(results)).toEqual([
      [3, 3, true],
      [1, 2, true],
      [2, 1, false],
    ]);
    expect(results.funds_used).toBe(290);
    expect(results.mes).toEqual({
      budget_per_voter: 130,
      increments: 30,
      rounds: [
        {
          project_id: 3,
          cost: 90,
          full_payers: 3,
          price: 30,
          partial_payers: 0,
          partial_paid: 0,
          without_money: 0,
        },
        {
          project_id: 1,
          cost: 200,
          full_payers: 2,
          price: 100,
          partial_payers: 0,
          partial_paid: 0,
          without_money: 0,
        },
      ],
    });
  });

  it('MES differs from greedy where a majority would take everything', () => {
    // 3 voters want a and b (50 each), 1 voter wants c (25); funds 100, so every purse holds 25.
    // Greedy: a and b. MES: a's 3 supporters pay 50/3 each, then c's supporter pays 25; b would need
    // 50 from purses of 25/3.
    const projects = [project(1, 50), project(2, 50), project(3, 25)];
    const ballots = [
      { projects: [1, 2], count: 3 },
      { projects: [3], count: 1 },
    ];
    const settings = { ...BUDGET, adjustment: 100 };
    const greedy = publish({ projects, ballots, settings });
    const mes = publish({ projects, ballots, settings, method: 'mes' });
    expect(greedy.projects.filter((p) => p.funded).map((p) => p.id)).toEqual([1, 2]);
    expect(mes.projects.filter((p) => p.funded).map((p) => p.id)).toEqual([1, 3]);
    expect(mes.funds_used).toBe(75);
    expect(mes.mes!.budget_per_voter).toBe(25);
    expect(mes.mes!.rounds.map((r) => [r.project_id, r.full_payers, r.price])).toEqual([
      [1, 3, 16.666666666667],
      [3, 1, 25],
    ]);
  });

  it('counts weighted ballots as that many voters', () => {
    const weighted = publish({ ballots: [{ projects: [2], count: 4 }, ...worked.ballots] });
    const listed = publish({
      ballots: [...Array.from({ length: 4 }, () => ({ projects: [2], count: 1 })), ...worked.ballots],
    });
    expect(weighted).toEqual(listed);
    expect(weighted.ballots).toBe(7);
    expect(summary(weighted)[0]).toEqual([2, 5, true]);
  });

  it('breaks equal votes by lower cost, then id, and lists the unfunded by votes', () => {
    const projects = [project(1, 50), project(2, 40), project(3, 40), project(4, 10), project(5, 10)];
    const ballots = [
      { projects: [1, 2, 3], count: 2 },
      { projects: [4], count: 1 },
    ];
    const results = publish({ projects, ballots, settings: { ...BUDGET, adjustment: 40 } });
    expect(summary(results)).toEqual([
      [2, 2, true],
      [3, 2, false],
      [1, 2, false],
      [4, 1, false],
      [5, 0, false],
    ]);
  });

  it('adds decimal costs exactly and funds nothing unvoted', () => {
    const results = publish({
      projects: [project(1, 0.1), project(2, 0.2), project(3, 0.05)],
      ballots: [{ projects: [1, 2], count: 1 }],
      settings: { ...BUDGET, adjustment: 0.3 },
    });
    expect(results.funds_used).toBe(0.3);
    expect(summary(results)).toEqual([
      [1, 1, true],
      [2, 1, true],
      [3, 0, false],
    ]);
  });

  it('points mode fills max_items seats by points totals; every project counts as 1', () => {
    const settings: TCountSettings = { mode: 'points', adjustment: 10, max_items: 2 };
    const ballots = [
      { projects: [1, 2], points: [9, 1], count: 1 },
      { projects: [2, 3], points: [5, 5], count: 1 },
      { projects: [3], points: [10], count: 1 },
    ];
    const results = publish({ settings, ballots });
    expect(results.funds).toBe(2);
    expect(results.funds_used).toBe(2);
    expect(results.projects.map((p) => [p.id, p.cost, p.votes, p.points, p.funded])).toEqual([
      [3, 1, 2, 15, true],
      [1, 1, 1, 9, true],
      [2, 1, 2, 6, false],
    ]);
  });

  it('nonnumerical mode chooses max_items projects, or every voted one without a limit', () => {
    const settings: TCountSettings = { mode: 'nonnumerical', adjustment: 300, max_items: 1 };
    expect(countedElection(settings, worked.projects)).toEqual({
      projects: worked.projects.map((p) => ({ id: String(p.id), name: p.name, cost: 1 })),
      funds: 1,
      voteType: 'approval',
    });
    expect(summary(publish({ settings }))).toEqual([
      [3, 3, true],
      [1, 2, false],
      [2, 1, false],
    ]);
    const unlimited = publish({ settings: { ...settings, max_items: null }, method: 'mes' });
    expect(unlimited.funds).toBe(3);
    expect(unlimited.projects.every((p) => p.funded)).toBe(true);
  });

  it('holds nothing about a voter: only counts per project', () => {
    const results = publish({ method: 'mes' });
    expect(Object.keys(results).sort()).toEqual(
      ['ballots', 'funds', 'funds_used', 'mes', 'method', 'paper_ballots', 'projects', 'published_at'].sort(),
    );
  });

  it('refuses a ballot naming a project that is not counted', () => {
    expect(() => publish({ ballots: [{ projects: [9], count: 1 }] })).toThrow(/unknown project/);
  });
});

describe('prioritizationPabulib', () => {
  const ballots = [
    { id: 101, projects: [1, 3] },
    { id: 102, projects: [3, 1] },
    { id: 205, projects: [2, 3] },
  ];
  const input = {
    description: 'Parks; 2026',
    settings: BUDGET,
    projects: worked.projects,
    ballots,
    method: 'mes' as const,
  };

  it('writes META, PROJECTS and VOTES named by submission id, in rank order', () => {
    const file = parsePabulib(prioritizationPabulib(input));
    expect(file.meta).toEqual({
      num_projects: '3',
      num_votes: '3',
      budget: '300',
      vote_type: 'approval',
      description: 'Parks; 2026',
      rule: 'equalshares/add1',
    });
    expect(file.projects[0]).toEqual({ project_id: '1', cost: '200', votes: '2', name: 'Project 1' });
    expect(file.votes).toEqual([
      { voter_id: '101', vote: '1,3' },
      { voter_id: '102', vote: '3,1' },
      { voter_id: '205', vote: '2,3' },
    ]);
  });

  it('counts back to the published greedy and MES outcomes', () => {
    const { report } = resultsReport(prioritizationPabulib(input));
    for (const method of ['greedy', 'mes'] as const) {
      const funded = publish({ method })
        .projects.filter((p) => p.funded)
        .map((p) => String(p.id))
        .sort();
      expect(report[method]).toEqual(funded);
    }
  });

  it('writes cumulative votes with points, and seat costs, in points mode', () => {
    const settings: TCountSettings = { mode: 'points', adjustment: 10, max_items: 2 };
    const points = [
      { id: 1, projects: [1, 2], points: [9, 1] },
      { id: 2, projects: [2, 3], points: [5, 5] },
      { id: 3, projects: [3], points: [10] },
    ];
    const text = prioritizationPabulib({ ...input, settings, ballots: points, method: 'greedy' });
    const file = parsePabulib(text);
    expect(file.meta).toMatchObject({ vote_type: 'cumulative', budget: '2', max_sum_points: '10' });
    expect(file.votes[0]).toEqual({ voter_id: '1', vote: '1,2', points: '9,1' });
    const published = publish({
      settings,
      method: 'greedy',
      ballots: points.map((b) => ({ ...b, count: 1 })),
    });
    expect(resultsReport(text).report.greedy).toEqual(
      published.projects
        .filter((p) => p.funded)
        .map((p) => String(p.id))
        .sort(),
    );
  });
});
