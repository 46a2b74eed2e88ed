import { readFileSync } from 'node:fs';
import { groupBallots, equalShares, parsePabulib, pabulibElection } from '@commonpurse/domain/results';
import { generateElection } from './results-data.ts';
function distinct(label: string, e: { projects: { id: string; cost: number }[]; funds: number; ballots: any[] }, n: number, max: number) {
  const g = groupBallots(e.projects.map((p) => p.id), e.ballots);
  const seen: string[] = [];
  for (let k = 0; k <= max; k++) seen.push(equalShares(e.projects, e.funds + k * n, g).selected.join(','));
  let changes = 0; for (let k = 1; k < seen.length; k++) if (seen[k] !== seen[k - 1]) changes++;
  console.info(label, 'runs', seen.length, 'changes', changes, 'distinct', new Set(seen).size);
}
const s = pabulibElection(parsePabulib(readFileSync('packages/domain/test-fixtures/pabulib/Poland_Swiecie_2023.pb', 'utf8'))).election;
distinct('swiecie', s as any, s.ballots.length, 226);
const e = generateElection({ voters: 100_000, projects: 150, maxChoices: 10, seed: 7 });
distinct('big', e, 100_000, 40);
