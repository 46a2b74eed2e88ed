import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePabulib, writePabulib } from './pabulib.ts';
import { pabulibElection, pabulibFile } from './pabulib-election.ts';
import type { TResultsElection } from './types.ts';

const text = [
  'META',
  'key;value',
  'description;"Budget; with a ""quoted"" word"',
  'budget;1000.50',
  'vote_type;cumulative',
  'rule;greedy',
  'PROJECTS',
  'project_id;cost;votes;name;selected',
  '1;500.25;2;"Park; north";1',
  '2;300;1;Library;0',
  'VOTES',
  'voter_id;vote;points',
  'v1;1,2;3,2',
  'v2;1;5',
  '',
].join('\r\n');

describe('parsePabulib', () => {
  it('reads META, PROJECTS and VOTES with CSV quoting', () => {
    const file = parsePabulib(text);
    expect(file.meta).toEqual({
      description: 'Budget; with a "quoted" word',
      budget: '1000.50',
      vote_type: 'cumulative',
      rule: 'greedy',
    });
    expect(file.projects[0]).toEqual({
      project_id: '1',
      cost: '500.25',
      votes: '2',
      name: 'Park; north',
      selected: '1',
    });
    expect(file.voteColumns).toEqual(['voter_id', 'vote', 'points']);
    expect(file.votes[1]).toEqual({ voter_id: 'v2', vote: '1', points: '5' });
  });

  it('turns the file into an election with its official votes and selection', () => {
    const election = pabulibElection(parsePabulib(text));
    expect(election.election).toEqual({
      projects: [
        { id: '1', name: 'Park; north', cost: 500.25 },
        { id: '2', name: 'Library', cost: 300 },
      ],
      funds: 1000.5,
      ballots: [
        { projects: ['1', '2'], points: [3, 2] },
        { projects: ['1'], points: [5] },
      ],
    });
    expect(election).toMatchObject({ voteType: 'cumulative', rule: 'greedy', officialVotes: [2, 1] });
    expect(election.officialSelected).toEqual(['1']);
  });

  it('writes the file back so it reads the same', () => {
    const file = parsePabulib(text);
    expect(parsePabulib(writePabulib(file))).toEqual(file);
  });

  it('names what is missing', () => {
    expect(() => parsePabulib('PROJECTS\nproject_id;votes\n1;2\n')).toThrow(
      'The PROJECTS section has no cost column.',
    );
    expect(() => parsePabulib('key;value\n')).toThrow('A pabulib file starts with its META section.');
    expect(() => pabulibElection(parsePabulib('META\nkey;value\nPROJECTS\nproject_id;cost\n1;x\n'))).toThrow(
      'The cost of project 1 is not a number: "x"',
    );
  });
});

const electionArbitrary = fc
  .record({
    projects: fc.uniqueArray(
      fc.record({
        id: fc.stringMatching(/^[A-Za-z0-9/_.-]{1,8}$/),
        // Names with the characters CSV has to quote, spaces at the ends and letters beyond ASCII.
        name: fc.string({
          unit: fc.constantFrom('a', 'Z', ' ', ';', '"', ',', '\n', 'ł', 'é', '1'),
          minLength: 1,
          maxLength: 12,
        }),
        cost: fc.oneof(
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        ),
      }),
      { minLength: 1, maxLength: 6, selector: (p) => p.id },
    ),
    funds: fc.integer({ min: 0, max: 10_000_000 }),
    withPoints: fc.boolean(),
  })
  .chain(({ projects, funds, withPoints }) =>
    fc
      .array(fc.uniqueArray(fc.constantFrom(...projects.map((p) => p.id))), { maxLength: 20 })
      .chain((rankings) =>
        fc
          .tuple(
            ...rankings.map((r) =>
              fc.array(fc.integer({ min: 0, max: 9 }), { minLength: r.length, maxLength: r.length }),
            ),
          )
          .map((points): TResultsElection => ({
            projects,
            funds,
            ballots: rankings.map((ids, i) =>
              withPoints ? { projects: ids, points: points[i]! } : { projects: ids },
            ),
          })),
      ),
  );

describe('pabulib round trip', () => {
  it('write-then-read gives the same election', () => {
    fc.assert(
      fc.property(electionArbitrary, (election) => {
        const voteType = election.ballots.some((b) => b.points) ? 'cumulative' : 'ordinal';
        const back = pabulibElection(parsePabulib(writePabulib(pabulibFile(election, voteType))));
        expect(back.election).toEqual(election);
        expect(back.voteType).toBe(voteType);
      }),
    );
  });

  it('refuses ids that a vote list cannot hold', () => {
    const election = { projects: [{ id: 'a,b', cost: 1 }], funds: 1, ballots: [] };
    expect(() => pabulibFile(election, 'approval')).toThrow('A pabulib project id cannot');
  });
});
