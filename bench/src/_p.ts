import { groupBallots, instantRunoff, equalShares } from '@commonpurse/domain/results';
import { generateElection } from './results-data.ts';
const e = generateElection({ voters: 100_000, projects: 100, maxChoices: 5, seed: 6 });
for (let i = 0; i < 6; i++) {
  let t = performance.now();
  const g = groupBallots(e.projects.map((p) => p.id), e.ballots);
  const a = performance.now() - t; t = performance.now();
  instantRunoff(g, e.projects.map((p) => p.cost), e.funds);
  const b = performance.now() - t; t = performance.now();
  const m = equalShares(e.projects, e.funds, g);
  console.info(a.toFixed(1), b.toFixed(1), (performance.now() - t).toFixed(1), m.rounds.length);
}
