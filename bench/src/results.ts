// Prints how fast the results engine counts (npm run bench:results): generated elections with a fixed
// seed, and MES with Add1 on the Swiecie 2023 fixture against the reference implementation's time.
import { readFileSync } from 'node:fs';
import {
  condorcet,
  consensus,
  equalShares,
  greedySelection,
  groupBallots,
  instantRunoff,
  pabulibElection,
  parsePabulib,
  voteTotals,
  votesByRank,
  type TResultsElection,
} from '@commonpurse/domain/results';
import { generateElection } from './results-data.ts';

const FIXTURES = new URL('../../packages/domain/test-fixtures/pabulib/', import.meta.url);
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

/** Every count a results page shows, from the raw ballots, each part timed. */
function countAll(election: TResultsElection) {
  const ids = election.projects.map((p) => p.id);
  const costs = election.projects.map((p) => p.cost);
  const parts: Record<string, number> = {};
  const step = <T>(name: string, run: () => T): T => {
    const { value, ms: took } = timed(run);
    parts[name] = took;
    return value;
  };
  const groups = step('group', () => groupBallots(ids, election.ballots));
  const totals = step('totals', () => voteTotals(groups));
  step('by rank', () => votesByRank(groups));
  const irv = step('irv', () => instantRunoff(groups, costs, election.funds));
  step('condorcet', () => condorcet(groups));
  step('greedy', () =>
    greedySelection(
      election.projects,
      totals.map((t) => t.votes),
      election.funds,
    ),
  );
  step('consensus', () => consensus(groups, irv.remaining));
  step('mes', () => equalShares(election.projects, election.funds, groups));
  return { parts, distinct: groups.size, rounds: irv.rounds.length };
}

function benchCounts() {
  console.info(
    '\nresults: all counts on generated ranked ballots (1-5 choices, seed 6); warm = best of 3, cold = first call',
  );
  for (const voters of [10_000, 100_000]) {
    for (const projects of [20, 100]) {
      const election = generateElection({ voters, projects, maxChoices: 5, seed: 6 });
      const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
      const cold = countAll(election);
      // Warm: the best of three, as other work on the machine only ever adds time.
      const { parts, distinct, rounds } = [countAll(election), countAll(election), countAll(election)].sort(
        (a, b) => sum(a.parts) - sum(b.parts),
      )[0]!;
      const detail = Object.entries(parts)
        .map(([name, value]) => `${name} ${value.toFixed(1)}`)
        .join(', ');
      console.info(
        `${String(voters).padStart(7)} ballots x ${String(projects).padStart(3)} projects: total ${ms(sum(parts))}` +
          ` (cold ${ms(sum(cold.parts))}; ${distinct} distinct ballots, ${rounds} IRV rounds; ms: ${detail})`,
      );
    }
  }
}

function benchMesAdd1(label: string, election: TResultsElection, repeats: number, reference?: number) {
  const groups = groupBallots(
    election.projects.map((p) => p.id),
    election.ballots,
  );
  const runs = Array.from({ length: repeats }, () =>
    timed(() => equalShares(election.projects, election.funds, groups, { completion: 'add1' })),
  );
  const first = runs[0]!;
  const median = runs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(repeats / 2)]!;
  const outcome = first.value;
  const versus = reference
    ? `; reference ${reference.toFixed(2)} s: ${((reference * 1000) / first.ms).toFixed(0)}x faster cold, ` +
      `${((reference * 1000) / median).toFixed(0)}x warm`
    : '';
  console.info(
    `${label}: first run ${ms(first.ms)}` +
      (repeats > 1 ? `, median of ${repeats} ${ms(median)}` : '') +
      ` (${outcome.increments} Add1 increments, ` +
      `${outcome.selected.length} projects funded${versus})`,
  );
}

function benchSwiecie() {
  const text = readFileSync(new URL('Poland_Swiecie_2023.pb', FIXTURES), 'utf8');
  const expected = JSON.parse(
    readFileSync(new URL('expected/Poland_Swiecie_2023.json', FIXTURES), 'utf8'),
  ) as {
    pabutools_seconds_mes_add1: number;
  };
  const { value: election, ms: parseMs } = timed(() => pabulibElection(parsePabulib(text)).election);
  console.info(`\nresults: MES with Add1, exact decisions\nPoland_Swiecie_2023.pb parsed in ${ms(parseMs)}`);
  benchMesAdd1('Poland_Swiecie_2023 (2,553 voters x 22)', election, 5, expected.pabutools_seconds_mes_add1);
}

function benchGeneratedApproval() {
  const election = generateElection({ voters: 100_000, projects: 150, maxChoices: 10, seed: 7 });
  benchMesAdd1('generated approval (100,000 voters x 150, 1-10 choices, seed 7)', election, 1);
  // Long ballots split voters into thousands of purse sizes, so the Add1 loop runs nearly every
  // increment (decision 0586): the shape of Warszawa 2025 Mokotow (7,625 voters, up to 15 of 73).
  const long = generateElection({ voters: 7_625, projects: 73, maxChoices: 15, seed: 8 });
  benchMesAdd1('generated long ballots (7,625 voters x 73, 1-15 choices, seed 8)', long, 3);
}

/** Krakow 2024 with 17 project names in CSV quotes (as Lodz 2022 has): the parser's quoted path. */
function benchQuotedParse() {
  let quoted = 0;
  const text = readFileSync(new URL('Poland_Krakow_2024.pb', FIXTURES), 'utf8').replace(
    /^(BO[.]OM[.][^;]+;[^;]*;[^;]*;[^;]*;)([^;]*)/gm,
    (line: string, head: string, name: string) => (quoted++ < 17 ? `${head}"${name} ""${quoted}"""` : line),
  );
  const runs = Array.from({ length: 5 }, () => timed(() => pabulibElection(parsePabulib(text))).ms);
  runs.sort((a, b) => a - b);
  console.info(
    `\nresults: Poland_Krakow_2024.pb (4.0 MB) with 17 quoted names parsed in ${ms(runs[0]!)} (min of 5),` +
      ` median ${ms(runs[2]!)}`,
  );
}

// Swiecie first: its first run is then a cold start (no counting code compiled yet).
benchSwiecie();
benchQuotedParse();
benchCounts();
benchGeneratedApproval();
