import { groupBallots, equalShares } from '@commonpurse/domain/results';
import { equalShares as v1 } from '../../packages/domain/src/results/zz-mes-v1.ts';
import { generateElection } from './results-data.ts';
let t1 = 0, t2 = 0;
for (let seed = 1; seed <= 12; seed++) {
  const voters = [500, 2000, 5000][seed % 3]!;
  const projects = [10, 30, 60][seed % 3]!;
  const e = generateElection({ voters, projects, maxChoices: 8, seed });
  // round costs to make ties likelier on some seeds
  if (seed % 2 === 0) e.projects.forEach((p) => (p.cost = Math.round(p.cost / 50_000) * 50_000 || 50_000));
  const g = groupBallots(e.projects.map((p) => p.id), e.ballots);
  for (const completion of ['none', 'add1'] as const) {
    let t = performance.now();
    const a = v1(e.projects, e.funds, g, { completion });
    t1 += performance.now() - t; t = performance.now();
    const b = equalShares(e.projects, e.funds, g, { completion });
    t2 += performance.now() - t;
    const same = JSON.stringify(a.selected) === JSON.stringify(b.selected) && a.increments === b.increments &&
      JSON.stringify(a.rounds, (k, v) => (typeof v === 'bigint' ? String(v) : v)) === JSON.stringify(b.rounds, (k, v) => (typeof v === 'bigint' ? String(v) : v));
    if (!same) console.info('DIFF', seed, completion, a.selected.join(','), b.selected.join(','));
  }
}
console.info('v1 ms', t1.toFixed(0), 'v2 ms', t2.toFixed(0));
