// MES outcomes to the bit, and their CPU time (decision 0602): every fixture, Krakow 2024 read as
// approval sets, and generated elections of Warszawa 2025 Mokotow's shape (7,625 voters, 73 projects,
// 1-15 approvals) over several seeds and shapes. A change to the MES engine must leave every outcome
// identical: funded projects, rounds, prices, payers and increments.
//   tsx src/mes-outcomes.ts save FILE       writes the outcomes
//   tsx src/mes-outcomes.ts compare FILE    exits 1 if any outcome differs from FILE
//   tsx src/mes-outcomes.ts time [N]        CPU time of MES with Add1 on each, min / median of N runs
// MES_FILES (paths separated by ':') adds pabulib files that are not fixtures, such as the real Mokotow.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  equalShares,
  groupBallots,
  pabulibElection,
  parsePabulib,
  type TResultsElection,
} from '@commonpurse/domain/results';
import { generateElection } from './results-data.ts';

const FIXTURES = new URL('../../packages/domain/test-fixtures/pabulib/', import.meta.url);

function elections(): [string, TResultsElection][] {
  const fixtures = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.pb'))
    .map((name) => new URL(name, FIXTURES).pathname);
  const extra = (process.env.MES_FILES ?? '').split(':').filter(Boolean);
  const real = [...fixtures, ...extra].map((path): [string, TResultsElection] => [
    basename(path),
    pabulibElection(parsePabulib(readFileSync(path, 'utf8'))).election,
  ]);
  const generated = [
    { voters: 7_625, projects: 73, maxChoices: 15, seed: 8 },
    { voters: 7_625, projects: 73, maxChoices: 15, seed: 11 },
    { voters: 7_625, projects: 73, maxChoices: 15, seed: 12 },
    { voters: 5_000, projects: 40, maxChoices: 12, seed: 13 },
    { voters: 12_000, projects: 90, maxChoices: 20, seed: 14 },
  ].map((shape): [string, TResultsElection] => [
    `generated ${shape.voters} x ${shape.projects}, 1-${shape.maxChoices}, seed ${shape.seed}`,
    generateElection(shape),
  ]);
  return [...real, ...generated];
}

function outcomes(election: TResultsElection) {
  const groups = groupBallots(
    election.projects.map((p) => p.id),
    election.ballots,
  );
  return {
    add1: equalShares(election.projects, election.funds, groups, { completion: 'add1' }),
    none: equalShares(election.projects, election.funds, groups),
  };
}

const json = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 1);

function cpuMs(run: () => unknown): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const [command, argument] = process.argv.slice(2);
if (command === 'save' && argument) {
  writeFileSync(argument, json(Object.fromEntries(elections().map(([name, e]) => [name, outcomes(e)]))));
} else if (command === 'compare' && argument) {
  const saved = JSON.parse(readFileSync(argument, 'utf8')) as Record<string, unknown>;
  let differ = 0;
  for (const [name, election] of elections()) {
    const same = json(outcomes(election)) === json(saved[name]);
    if (!same) differ += 1;
    console.info(`${same ? 'identical' : 'DIFFERENT'}  ${name}`);
  }
  process.exitCode = differ === 0 ? 0 : 1;
} else if (command === 'time') {
  const repeats = Number(argument ?? 5);
  let total = 0;
  for (const [name, election] of elections()) {
    const groups = groupBallots(
      election.projects.map((p) => p.id),
      election.ballots,
    );
    let increments = 0;
    const runs = Array.from({ length: repeats }, () =>
      cpuMs(() => {
        increments = equalShares(election.projects, election.funds, groups, {
          completion: 'add1',
        }).increments;
      }),
    ).sort((a, b) => a - b);
    if (!name.startsWith('generated')) total += runs[0]!;
    console.info(
      `${name}: CPU ${runs[0]!.toFixed(0)} / ${runs[Math.floor(repeats / 2)]!.toFixed(0)} ms min / median` +
        ` (${increments} increments)`,
    );
  }
  console.info(`fixtures' total, sum of the minimums: ${total.toFixed(0)} ms`);
} else {
  console.error('usage: mes-outcomes.ts save FILE | compare FILE | time [N]');
  process.exitCode = 2;
}
