import { readFileSync, readdirSync } from 'node:fs';
import { groupBallots, equalShares, parsePabulib, pabulibElection } from '@commonpurse/domain/results';
import { equalShares as v1 } from '../../packages/domain/src/results/zz-mes-v1.ts';
import { generateElection } from './results-data.ts';
const j = (x: unknown) => JSON.stringify(x, (k, v) => (typeof v === 'bigint' ? String(v) : v));
let diffs = 0,
  n = 0;
function check(
  label: string,
  e: { projects: { id: string; cost: number }[]; funds: number; ballots: { projects: readonly string[] }[] },
) {
  const g = groupBallots(
    e.projects.map((p) => p.id),
    e.ballots,
  );
  for (const completion of ['none', 'add1'] as const) {
    const a = v1(e.projects, e.funds, g, { completion });
    const b = equalShares(e.projects, e.funds, g, { completion });
    n++;
    if (j(a) !== j(b)) {
      diffs++;
      console.info('DIFF', label, completion);
    }
  }
}
const dir = 'packages/domain/test-fixtures/pabulib/';
for (const f of readdirSync(dir).filter((f) => f.endsWith('.pb')))
  check(f, pabulibElection(parsePabulib(readFileSync(dir + f, 'utf8'))).election);
for (let seed = 1; seed <= 40; seed++) {
  const voters = [300, 2000, 8000, 1000][seed % 4]!;
  const projects = [5, 12, 30, 60][(seed >> 2) % 4]!;
  const e = generateElection({ voters, projects, maxChoices: 1 + (seed % 9), seed });
  if (seed % 3 === 0) e.projects.forEach((p) => (p.cost = Math.round(p.cost / 50_000) * 50_000 || 50_000));
  if (seed % 5 === 0) e.funds = Math.round(e.funds * 2.5);
  check('seed' + seed, e);
}
console.info('checked', n, 'diffs', diffs);
