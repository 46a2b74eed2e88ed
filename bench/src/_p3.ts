import { groupBallots, equalShares } from '@commonpurse/domain/results';
import { generateElection } from './results-data.ts';
const e = generateElection({ voters: 100_000, projects: 150, maxChoices: 10, seed: 7 });
const g = groupBallots(e.projects.map((p) => p.id), e.ballots);
const funds0 = e.funds;
for (let i = 0; i < 8; i++) { const t = performance.now(); const r = equalShares(e.projects, funds0 + i * 100_000 * 40, g); console.info('run', (performance.now() - t).toFixed(1), r.rounds.length); }
