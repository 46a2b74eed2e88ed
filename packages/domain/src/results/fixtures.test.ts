// The real elections in test-fixtures/pabulib (see its README): parsing, official counts, greedy
// outcomes and the reference MES outcomes, through the same report the command line prints.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupBallots } from './ballots.ts';
import { greedySelection } from './greedy.ts';
import { parsePabulib } from './pabulib.ts';
import { pabulibElection } from './pabulib-election.ts';
import { greedyScores, resultsReport } from './report.ts';
import { voteTotals } from './totals.ts';

const folder = new URL('../../test-fixtures/pabulib/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, folder), 'utf8');
const files = readdirSync(folder).filter((name) => name.endsWith('.pb'));
const expectedFiles = new Set(readdirSync(new URL('expected/', folder)));

interface TExpected {
  mes_add1: string[];
  mes_no_completion: string[];
  mes_add1_cost: number;
}

describe.each(files)('%s', (name) => {
  const file = parsePabulib(read(name));
  const election = pabulibElection(file);
  const { projects, funds, ballots } = election.election;
  const groups = groupBallots(
    projects.map((p) => p.id),
    ballots,
  );

  it('parses every project and ballot', () => {
    expect(projects.length).toBe(Number(file.meta.num_projects));
    expect(ballots.length).toBe(Number(file.meta.num_votes));
    expect(funds).toBeGreaterThan(0);
  });

  it("counts each project's votes as the file's votes column does", () => {
    expect(voteTotals(groups).map((t) => t.votes)).toEqual(election.officialVotes);
  });

  if (file.projectColumns.includes('score')) {
    it("scores projects as the file's score column does", () => {
      expect(greedyScores(election.voteType, groups)).toEqual(file.projects.map((p) => Number(p.score)));
    });
  }

  if (election.rule.startsWith('greedy') && election.officialSelected) {
    it(`reproduces the official ${election.rule} outcome`, () => {
      const skip = election.rule !== 'greedy-no-skip';
      const selected = greedySelection(projects, greedyScores(election.voteType, groups), funds, { skip });
      expect([...selected].sort()).toEqual([...election.officialSelected!].sort());
    });
  }

  const expectedName = name.replace(/\.pb$/, '.json');
  if (expectedFiles.has(expectedName)) {
    it('gives the reference outcomes of MES with and without Add1', () => {
      const expected = JSON.parse(read(`expected/${expectedName}`)) as TExpected;
      const { report, mes } = resultsReport(read(name));
      expect(report.mes).toEqual(expected.mes_add1);
      expect(report.mes_no_completion).toEqual(expected.mes_no_completion);
      expect(Number(mes.cost.num) / Number(mes.cost.den)).toBe(expected.mes_add1_cost);
    });
  }
});

describe('the command line report', () => {
  it('has the ranked parts only for ordinal files', () => {
    const ordinal = resultsReport(
      read('US_Stanford_Dataset_PB_Chicago_47th_Ward_2020_vote_rankings.pb'),
    ).report;
    expect(Object.keys(ordinal)).toEqual([
      'projects',
      'greedy',
      'mes',
      'mes_no_completion',
      'irv',
      'condorcet',
      'seconds',
    ]);
    expect(ordinal.projects[0]).toEqual({ id: '1522', cost: 15000, votes: 327, weighted: 342.8333333333333 });
    expect(ordinal.irv!.rounds[0]!.eliminated).toBe('1518');
    expect(ordinal.condorcet!.winner).toBe('1522');

    const approval = resultsReport(read('Netherlands_Assen_2024.pb')).report;
    expect(Object.keys(approval)).toEqual(['projects', 'greedy', 'mes', 'mes_no_completion', 'seconds']);
    expect(approval.projects[0]).toEqual({ id: '3', cost: 7200, votes: 43 });
  });
});
