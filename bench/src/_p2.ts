import { readFileSync } from 'node:fs';
import { groupBallots, equalShares, parsePabulib, pabulibElection } from '@commonpurse/domain/results';
import { generateElection } from './results-data.ts';
const s = pabulibElection(parsePabulib(readFileSync('packages/domain/test-fixtures/pabulib/Poland_Swiecie_2023.pb', 'utf8'))).election;
const sg = groupBallots(s.projects.map((p) => p.id), s.ballots);
for (let i = 0; i < 5; i++) { const t = performance.now(); equalShares(s.projects, s.funds, sg, { completion: 'add1' }); console.info('swiecie', (performance.now() - t).toFixed(1)); }
const e = generateElection({ voters: 100_000, projects: 150, maxChoices: 10, seed: 7 });
const g = groupBallots(e.projects.map((p) => p.id), e.ballots);
for (let i = 0; i < 3; i++) { const t = performance.now(); const r = equalShares(e.projects, e.funds, g); console.info('big plain', (performance.now() - t).toFixed(1), r.rounds.length); }
